// The site's content through the build's loader, in the tests' shapes: `siteIn(locale)`; the named exports: Spanish.
import { contactMessage as buildContactMessage, type ContactFormValues } from '../../components/contact/ContactForm';
import { fillPlaceholders } from '../../content/schema/placeholders';
import { brandById, partnerCards } from '../../lib/brands';
import { content } from '../../lib/content';
import { LOCALES, type Locale } from '../../lib/i18n';
import { contactLink as contactLinkOf, footerColumns as footerColumnsOf } from '../../lib/navigation';
import { anchors as anchorsOf } from '../../lib/routes';
import { buildWhatsAppLink } from '../../lib/whatsapp';

export { type RouteId } from '../../lib/routes';
export { brandById, LOCALES, type Locale };

function shapes(locale: Locale) {
  const site = content(locale);
  const routes = site.routes.routes;
  return {
    locale,
    company: site.company,
    routes,
    allRoutes: Object.values(routes),
    /** The solution pages in menu order. */
    solutionIds: site.navigation.solutionsMenu.order,
    navigation: site.navigation,
    navbarCopy: site.navigation.navbar,
    contactLink: contactLinkOf(locale),
    footerColumns: footerColumnsOf(locale),
    anchors: anchorsOf(locale),
    home: site.home,
    homeSolutionRows: site.home.solutionRows,
    aboutPage: site.about,
    /** The three slides of the about page in their order; only the values slide lists values. */
    aboutSlides: [
      { id: 'mision', ...site.about.slides.mission },
      { id: 'vision', ...site.about.slides.vision },
      {
        id: 'valores',
        title: site.about.slides.values.title,
        text: site.about.slides.values.text,
        values: site.about.slides.values.items,
      },
    ] as { id: string; title: string; text: string; values?: { name: string; description: string }[] }[],
    brands: site.brands.brands,
    brandsPage: site.brands,
    brandCategoryLabels: site.brands.categoryTitles,
    /** «1 marca», «12 marcas». */
    brandCount: (n: number) =>
      n === 1 ? site.brands.count.one : fillPlaceholders(site.brands.count.other, { cantidad: n }),
    cataloguePage: site.catalogue,
    catalogue: site.catalogue.categories,
    customSolutionMessage: site.catalogue.closing.whatsappMessage,
    /** The heading of a category's brands in the catalogue's panel. */
    brandsHeading: (categoryLabel: string) =>
      fillPlaceholders(site.catalogue.catalogue.brandsHeading, { categoria: categoryLabel.toLowerCase() }),
    /** The brands a category's panel lists: those of its brand groups, in the order of the list. */
    categoryBrands: (category: (typeof site.catalogue.categories)[number]) =>
      site.brands.brands.filter((brand) => brand.categories.some((group) => category.brandGroups.includes(group))),
    catalogueItemMessage: (name: string) => fillPlaceholders(site.catalogue.catalogue.itemMessage, { solucion: name }),
    topics: site.topics.topics,
    productsPage: site.products,
    products: site.products.products,
    productMessage: (name: string) => fillPlaceholders(site.products.list.message, { producto: name }),
    partnersPage: site.partners,
    partners: partnerCards(locale),
    partnerBenefits: site.partners.benefits.items,
    contactSection: site.contact.section,
    contactForm: site.contact.form,
    /** The chat link with the company's number (no text: the direct button). */
    whatsappLink: (message?: string) => buildWhatsAppLink(site.company.whatsapp, message),
    contactMessage: (values: ContactFormValues) => buildContactMessage(site.contact.form.message, values),
    notFoundCopy: site.notFound,
    solutionPages: site.solutions,
  };
}

export type Site = ReturnType<typeof shapes>;
const sites = Object.fromEntries(LOCALES.map((locale) => [locale, shapes(locale)])) as Record<Locale, Site>;

/** One language's content, in the tests' shapes. */
export const siteIn = (locale: Locale): Site => sites[locale];

/** The language of a path of the site: English under the English home page's folder, Spanish elsewhere. */
export function localeOf(path: string): Locale {
  const english = sites.en.routes.home.path;
  return path === english || path.startsWith(`${english}/`) ? 'en' : 'es';
}

/** The solution page (the most gallery pictures) that stands for all eleven, one component, on the phone. */
const phoneStandIn = sites.es.solutionIds.reduce((best, id) =>
  sites.es.solutionPages[id].gallery.items.length > sites.es.solutionPages[best].gallery.items.length ? id : best,
);
const phoneSkipped = new Set(
  LOCALES.flatMap((locale) =>
    sites[locale].solutionIds.filter((id) => id !== phoneStandIn).map((id) => sites[locale].routes[id].path),
  ),
);
/** Whether the per-route checks run on the phone for a path (decoded): every page but ten of the solution pages. */
export const checkedOnPhone = (path: string): boolean => !phoneSkipped.has(path);
export const PHONE_STAND_IN_REASON = `on the phone, ${sites.es.routes[phoneStandIn].path} stands for the solution pages`;

/** The old addresses of the Spanish site. */
export const routeAliases = content('es').routes.aliases;

export const {
  company,
  routes,
  allRoutes,
  solutionIds,
  navbarCopy,
  contactLink,
  footerColumns,
  anchors,
  home,
  homeSolutionRows,
  aboutPage,
  aboutSlides,
  brands,
  brandsPage,
  brandCategoryLabels,
  brandCount,
  cataloguePage,
  catalogue,
  customSolutionMessage,
  brandsHeading,
  categoryBrands,
  catalogueItemMessage,
  topics,
  productsPage,
  products,
  productMessage,
  partnersPage,
  partners,
  partnerBenefits,
  contactSection,
  contactForm,
  whatsappLink,
  contactMessage,
  notFoundCopy,
  solutionPages,
} = sites.es;
