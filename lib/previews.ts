import type { Locale } from './i18n';
import { pageHeadings, type PageHeading } from './pages';
import { route, ROUTE_IDS, type RouteId } from './routes';

/** Size of every social preview image (Open Graph, Twitter/X, WhatsApp). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The web app manifest's icons, generated from app/icon.svg and the logo by tooling/assets/images.tsx. */
export const APP_ICONS = [
  { src: '/icons/icono-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icono-512.png', size: 512, purpose: 'any' },
  { src: '/icons/icono-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** A route's social preview image: its own eyebrow, title and illustration, drawn 1200 × 630. */
export interface PreviewCard extends Pick<PageHeading, 'eyebrow' | 'title' | 'image'> {
  routeId: RouteId;
  locale: Locale;
  /** Path of the PNG under public/ and in the export, e.g. `/og/redesnetworking.png`, `/og/en/networking.png`. */
  file: string;
}

/** The home page's preview, named in its language. */
const HOME_SLUG: Record<Locale, string> = { es: 'inicio', en: 'home' };

/**
 * `/og/<route path, lower case, without accents>.png` (`/og/inicio.png` for the home page), and the English
 * pages' under `/og/en/` (`/og/en/networking.png`, `/og/en/home.png`): ASCII file names that no other
 * route's can collide with on case-insensitive disks.
 */
export function previewImageFor(routeId: RouteId, locale: Locale): string {
  const home = route('home', locale).path;
  const path = route(routeId, locale).path;
  const rest = path === home ? '' : path.slice(home === '/' ? 1 : home.length + 1);
  const slug = rest ? rest.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : HOME_SLUG[locale];
  return locale === 'es' ? `/og/${slug}.png` : `/og/${locale}/${slug}.png`;
}

export function previewCards(locale: Locale): PreviewCard[] {
  const headings = pageHeadings(locale);
  return ROUTE_IDS.map((routeId) => {
    const { eyebrow, title, image } = headings[routeId];
    return { routeId, locale, file: previewImageFor(routeId, locale), eyebrow, title, image };
  });
}
