// The site's content as the e2e tests compare it with the pages: read through the same loader as the build,
// in the shapes the tests look for (the pages show what these say, in this order).
import { contactMessage as buildContactMessage, type ContactFormValues } from '../../components/contact/ContactForm';
import { fillPlaceholders } from '../../content/schema/placeholders';
import { brandById, partnerCards } from '../../lib/brands';
import { content } from '../../lib/content';
import { contactLink as contactLinkOf, footerColumns as footerColumnsOf } from '../../lib/navigation';
import { buildWhatsAppLink } from '../../lib/whatsapp';

export { anchors, contactHref, type RouteId } from '../../lib/routes';
export { brandById };

const site = content();

export const company = site.company;
export const routes = site.routes.routes;
export const routeAliases = site.routes.aliases;
export const allRoutes = Object.values(routes);
/** The solution pages in menu order. */
export const solutionIds = site.navigation.solutionsMenu.order;
export const navbarCopy = site.navigation.navbar;
export const contactLink = contactLinkOf();
export const footerColumns = footerColumnsOf();

export const home = site.home;
export const homeSolutionRows = site.home.solutionRows;
export const aboutPage = site.about;
/** The three /Nosotros slides in their order; only the values slide lists values. */
export const aboutSlides: {
  id: string;
  title: string;
  text: string;
  values?: { name: string; description: string }[];
}[] = [
  { id: 'mision', ...site.about.slides.mission },
  { id: 'vision', ...site.about.slides.vision },
  {
    id: 'valores',
    title: site.about.slides.values.title,
    text: site.about.slides.values.text,
    values: site.about.slides.values.items,
  },
];

export const brands = site.brands.brands;
export const brandsPage = site.brands;
export const brandCategoryLabels = site.brands.categoryTitles;
/** «1 marca», «12 marcas». */
export const brandCount = (n: number) =>
  n === 1 ? site.brands.count.one : fillPlaceholders(site.brands.count.other, { cantidad: n });

export const cataloguePage = site.catalogue;
export const catalogue = site.catalogue.categories;
export const customSolutionMessage = site.catalogue.closing.whatsappMessage;
/** The heading of a category's brands in the /Servicios panel. */
export const brandsHeading = (categoryLabel: string) =>
  fillPlaceholders(site.catalogue.catalogue.brandsHeading, { categoria: categoryLabel.toLowerCase() });
/** The brands a category's panel lists: those of its brand groups, in the order of the list. */
export const categoryBrands = (category: (typeof catalogue)[number]) =>
  site.brands.brands.filter((brand) => brand.categories.some((group) => category.brandGroups.includes(group)));
export const catalogueItemMessage = (name: string) =>
  fillPlaceholders(site.catalogue.catalogue.itemMessage, { solucion: name });
export const topics = site.topics.topics;

export const productsPage = site.products;
export const products = site.products.products;
export const productMessage = (name: string) => fillPlaceholders(site.products.list.message, { producto: name });

export const partnersPage = site.partners;
export const partners = partnerCards();
export const partnerBenefits = site.partners.benefits.items;

export const contactSection = site.contact.section;
export const contactForm = site.contact.form;
/** The chat link with the company's number (no text: the direct button). */
export const whatsappLink = (message?: string) => buildWhatsAppLink(site.company.whatsapp, message);
export const contactMessage = (values: ContactFormValues) => buildContactMessage(site.contact.form.message, values);

export const notFoundCopy = site.notFound;
export const solutionPages = site.solutions;
