import { content, type ImageAsset, type Locale } from './content';
import { SOLUTION_IDS, type RouteId } from './routes';

/**
 * The data files each route shows, for the sitemap's last-modified date: a page changes when one of these
 * files does.
 */
export const pageContentFiles: Record<RouteId, string[]> = {
  home: ['content/home.yaml'],
  about: ['content/about.yaml'],
  catalogue: ['content/catalogue.yaml', 'content/topics.yaml'],
  products: ['content/products.yaml'],
  partners: ['content/partners.yaml'],
  brandDirectory: ['content/brands.yaml'],
  ...(Object.fromEntries(SOLUTION_IDS.map((id) => [id, [`content/solutions/${id}.yaml`]])) as Record<
    (typeof SOLUTION_IDS)[number],
    string[]
  >),
};

/** What every page says of itself: its document title and the opening band's eyebrow, title and picture. */
export interface PageHeading {
  /** The `<title>` before " | <company>"; the home page's is the whole title. */
  metaTitle: string;
  eyebrow: string;
  title: string;
  image: ImageAsset;
}

/**
 * Every route's heading, read from its data file, for the document title, the social preview image and
 * structured data. Pages without their own illustration show one that stands for the whole offer: the
 * partners the office of /Nosotros, the brands the home page's.
 */
export function pageHeadings(locale: Locale): Record<RouteId, PageHeading> {
  const { home, about, catalogue, products, partners, brands, solutions } = content(locale);
  const heading = (metaTitle: string, hero: { eyebrow: string; title: string }, image: ImageAsset) => ({
    metaTitle,
    eyebrow: hero.eyebrow,
    title: hero.title,
    image,
  });
  const solutionHeadings = Object.fromEntries(
    SOLUTION_IDS.map((id) => {
      const page = solutions[id];
      return [id, { metaTitle: page.title, eyebrow: page.eyebrow, title: page.title, image: page.heroImage }];
    }),
  ) as Record<(typeof SOLUTION_IDS)[number], PageHeading>;
  return {
    home: heading(home.metaTitle, home.hero, home.hero.image),
    about: heading(about.metaTitle, about.hero, about.hero.image),
    catalogue: heading(catalogue.metaTitle, catalogue.hero, catalogue.hero.image),
    products: heading(products.metaTitle, products.hero, products.hero.image),
    partners: heading(partners.metaTitle, partners.hero, about.hero.image),
    brandDirectory: heading(brands.metaTitle, brands.hero, home.hero.image),
    ...solutionHeadings,
  };
}
