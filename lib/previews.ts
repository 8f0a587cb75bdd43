import { pageHeadings, type PageHeading } from './pages';
import { route, ROUTE_IDS, type RouteId } from './routes';

/** Size of every social preview image (Open Graph, Twitter/X, WhatsApp). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The web app manifest's icons, generated from app/icon.svg and the logo by scripts/generate-images.tsx. */
export const APP_ICONS = [
  { src: '/icons/icono-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icono-512.png', size: 512, purpose: 'any' },
  { src: '/icons/icono-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** A route's social preview image: its own eyebrow, title and illustration, drawn 1200 × 630. */
export interface PreviewCard extends Pick<PageHeading, 'eyebrow' | 'title' | 'image'> {
  routeId: RouteId;
  /** Path of the PNG under public/ and in the export, e.g. `/og/redesnetworking.png`. */
  file: string;
}

/**
 * `/og/<route path, lower case, without accents>.png` (`/og/inicio.png` for the home page): an ASCII file
 * name that no other route's can collide with on case-insensitive disks.
 */
export function previewImageFor(routeId: RouteId): string {
  const path = route(routeId).path;
  const slug = path === '/' ? 'inicio' : path.slice(1).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return `/og/${slug}.png`;
}

export function previewCards(): PreviewCard[] {
  const headings = pageHeadings();
  return ROUTE_IDS.map((routeId) => {
    const { eyebrow, title, image } = headings[routeId];
    return { routeId, file: previewImageFor(routeId), eyebrow, title, image };
  });
}
