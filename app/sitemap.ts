import type { MetadataRoute } from 'next';

import { allRoutes } from '@/content/routes';
import { absoluteUrl } from '@/lib/metadata';

export const dynamic = 'force-static';

/** Every canonical route of the table (aliases are left out: they are `noindex`). */
export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes.map((route) => ({ url: absoluteUrl(route.path) }));
}
