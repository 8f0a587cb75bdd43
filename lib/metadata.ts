import type { Metadata } from 'next';

import { company } from '@/content/company';
import type { RouteEntry } from '@/content/types';

import { encodePath } from './encodePath.mjs';

export { encodePath };

export function absoluteUrl(path: string): string {
  return `${company.siteUrl}${path === '/' ? '/' : encodePath(path)}`;
}

/** Title, description, canonical link and social preview of one route, from the route table. */
export function pageMetadata(route: RouteEntry, title: string = route.label): Metadata {
  return {
    title,
    description: route.summary,
    alternates: { canonical: absoluteUrl(route.path) },
    openGraph: {
      title: `${title} | ${company.shortName}`,
      description: route.summary,
      url: absoluteUrl(route.path),
    },
  };
}
