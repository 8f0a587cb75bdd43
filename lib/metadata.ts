import type { Metadata } from 'next';

import { content } from './content';
import { encodePath } from './encodePath';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, OG_LOCALE, otherLocale, type Locale } from './i18n';
import { pageHeadings } from './pages';
import { OG_IMAGE_SIZE, previewImageFor } from './previews';
import { pathsByLanguage, route as routeOf, type RouteId } from './routes';
import { siteUrl } from './siteUrl';

export { encodePath };

/**
 * The public URL of a path of the site, on the origin set by SITE_URL. The home page is the bare origin,
 * as Next.js writes its canonical link, so that the link, the sitemap and Open Graph name one URL.
 */
export function absoluteUrl(path: string): string {
  return path === '/' ? siteUrl : `${siteUrl}${encodePath(path)}`;
}

/**
 * The same page in every language, for `hreflang`: each version by its language, and the Spanish one as
 * the default for every other language (`x-default`).
 */
export function languageAlternates(routeId: RouteId): Record<string, string> {
  const paths = pathsByLanguage(routeId);
  return {
    ...Object.fromEntries(LOCALES.map((locale) => [HTML_LANG[locale], absoluteUrl(paths[locale])])),
    'x-default': absoluteUrl(paths[DEFAULT_LOCALE]),
  };
}

/**
 * Everything a search result or a chat preview shows of one route in one language: title, description,
 * canonical link and its other language, Open Graph and the large Twitter/X card, all with the route's own
 * preview image. One helper for every page, so that no page can lose the image or the locale (a page's
 * `openGraph` replaces the layout's).
 */
export function pageMetadata(routeId: RouteId, locale: Locale): Metadata {
  const { company } = content(locale);
  const route = routeOf(routeId, locale);
  const heading = pageHeadings(locale)[routeId];
  const title = routeId === 'home' ? heading.metaTitle : `${heading.metaTitle} | ${company.shortName}`;
  const url = absoluteUrl(route.path);
  const image = {
    url: absoluteUrl(previewImageFor(routeId, locale)),
    ...OG_IMAGE_SIZE,
    alt: `${heading.title}. ${company.shortName}, ${company.address.city}.`,
  };
  return {
    title: { absolute: title },
    description: route.description,
    alternates: { canonical: url, languages: languageAlternates(routeId) },
    openGraph: {
      type: 'website',
      locale: OG_LOCALE[locale],
      alternateLocale: [OG_LOCALE[otherLocale(locale)]],
      siteName: company.shortName,
      url,
      title,
      description: route.description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description: route.description, images: [image] },
  };
}
