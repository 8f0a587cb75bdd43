import { aboutPage } from '@/content/about';
import { brandsPage } from '@/content/brands';
import { cataloguePage } from '@/content/catalogue';
import { catalogueImages } from '@/content/catalogueImages';
import { home } from '@/content/home';
import { partnersPage } from '@/content/partners';
import { productsPage } from '@/content/products';
import { solutionIds, type RouteId } from '@/content/routes';
import { solutionPages } from '@/content/solutions';
import type { ImageAsset } from '@/content/types';

/**
 * The content modules each route shows, for the sitemap's last-modified date: a page changes when one of
 * these files does.
 */
export const pageContentFiles: Record<RouteId, string[]> = {
  home: ['content/home.ts'],
  about: ['content/about.ts'],
  catalogue: ['content/catalogue.ts', 'content/topics.ts'],
  products: ['content/products.ts'],
  partners: ['content/partners.ts'],
  brandDirectory: ['content/brands.ts'],
  ...(Object.fromEntries(solutionIds.map((id) => [id, [`content/solutions/${id}.ts`]])) as Record<
    (typeof solutionIds)[number],
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

const solutionHeadings = Object.fromEntries(
  solutionIds.map((id) => {
    const page = solutionPages[id];
    return [id, { metaTitle: page.title, eyebrow: page.eyebrow, title: page.title, image: page.heroImage }];
  }),
) as Record<(typeof solutionIds)[number], PageHeading>;

/**
 * Every route's heading, read from its content module, for the document title, the social preview image
 * and structured data. Pages without their own illustration show one that stands for the whole offer.
 */
export const pageHeadings: Record<RouteId, PageHeading> = {
  home: { metaTitle: home.metaTitle, ...home.hero },
  about: { metaTitle: aboutPage.metaTitle, ...aboutPage.hero },
  catalogue: { metaTitle: cataloguePage.metaTitle, ...cataloguePage.hero },
  products: { metaTitle: productsPage.metaTitle, ...productsPage.hero },
  partners: { metaTitle: partnersPage.metaTitle, ...partnersPage.hero, image: catalogueImages.officeBuilding },
  brandDirectory: { metaTitle: brandsPage.metaTitle, ...brandsPage.hero, image: home.hero.image },
  ...solutionHeadings,
};
