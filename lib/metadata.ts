import type { Metadata } from 'next';

import { content } from './content';
import { encodePath } from './encodePath.mjs';
import { pageHeadings } from './pages';
import { OG_IMAGE_SIZE, previewImageFor } from './previews';
import { route as routeOf, type RouteId } from './routes';
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
 * Everything a search result or a chat preview shows of one route: title, description, canonical link,
 * Open Graph and the large Twitter/X card, all with the route's own preview image. One helper for every
 * page, so that no page can lose the image or the locale (a page's `openGraph` replaces the layout's).
 */
export function pageMetadata(routeId: RouteId): Metadata {
  const { company } = content();
  const route = routeOf(routeId);
  const heading = pageHeadings()[routeId];
  const title = routeId === 'home' ? heading.metaTitle : `${heading.metaTitle} | ${company.shortName}`;
  const url = absoluteUrl(route.path);
  const image = {
    url: absoluteUrl(previewImageFor(routeId)),
    ...OG_IMAGE_SIZE,
    alt: `${heading.title}. ${company.shortName}, ${company.address.city}.`,
  };
  return {
    title: { absolute: title },
    description: route.description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'es_EC',
      siteName: company.shortName,
      url,
      title,
      description: route.description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description: route.description, images: [image] },
  };
}
