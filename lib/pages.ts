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
