import { aboutIntro } from '@/content/about';
import { catalogueImages } from '@/content/catalogueImages';
import { home } from '@/content/home';
import { aboutPage, brandsPage, cataloguePage, partnersPage, productsPage } from '@/content/pageCopy';
import { routes, solutionIds, type RouteId } from '@/content/routes';
import { solutionPages } from '@/content/solutions';
import type { ImageAsset } from '@/content/types';

/** Size of every social preview image (Open Graph, Twitter/X, WhatsApp). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The web app manifest's icons, generated from app/icon.svg and the logo by scripts/generate-images.tsx. */
export const APP_ICONS = [
  { src: '/icons/icono-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icono-512.png', size: 512, purpose: 'any' },
  { src: '/icons/icono-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

export interface PreviewCard {
  routeId: RouteId;
  /** Path of the PNG under public/ and in the export, e.g. `/og/networking.png`. */
  file: string;
  eyebrow: string;
  title: string;
  /** An SVG illustration of the page, drawn beside the title. */
  image: ImageAsset;
}

/** What each route's preview image shows: its own eyebrow, title and illustration. */
export function previewCards(): PreviewCard[] {
  const card = (routeId: RouteId, eyebrow: string, title: string, image: ImageAsset): PreviewCard => ({
    routeId,
    file: previewImageFor(routeId),
    eyebrow,
    title,
    image,
  });
  return [
    card('home', home.hero.eyebrow, home.hero.title, home.hero.image),
    card('about', aboutIntro.eyebrow, aboutIntro.title, aboutPage.heroImage),
    card('catalogue', cataloguePage.hero.eyebrow, cataloguePage.hero.title, cataloguePage.hero.image),
    card('products', productsPage.hero.eyebrow, productsPage.hero.title, productsPage.hero.image),
    card('partners', partnersPage.hero.eyebrow, partnersPage.hero.title, catalogueImages.officeBuilding),
    card('brandDirectory', brandsPage.hero.eyebrow, brandsPage.hero.title, home.hero.image),
    ...solutionIds.map((id) =>
      card(id, solutionPages[id].eyebrow, solutionPages[id].title, solutionPages[id].heroImage),
    ),
  ];
}

/**
 * `/og/<route path, lower case, without accents>.png` (`/og/inicio.png` for the home page): an ASCII file
 * name that no other route's can collide with on case-insensitive disks.
 */
export function previewImageFor(routeId: RouteId): string {
  const path = routes[routeId].path;
  const slug = path === '/' ? 'inicio' : path.slice(1).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return `/og/${slug}.png`;
}
