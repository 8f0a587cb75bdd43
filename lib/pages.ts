import { dataFiles, solutionFiles } from '@/content/schema';

import { content, type ImageAsset, type Locale } from './content';
import { SOLUTION_IDS, type RouteId, type SolutionId } from './routes';

const { home, about, catalogue, topics, products, partners, brands } = dataFiles;

/** The data files each route shows, for the sitemap's last-modified date (content/schema names them). */
export const pageContentFiles: Record<RouteId, string[]> = {
  home: [home.file],
  about: [about.file],
  catalogue: [catalogue.file, topics.file],
  products: [products.file],
  partners: [partners.file],
  brandDirectory: [brands.file],
  ...(Object.fromEntries(SOLUTION_IDS.map((id) => [id, [solutionFiles.fileOf(id)]])) as Record<SolutionId, string[]>),
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
  ) as Record<SolutionId, PageHeading>;
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
