import { execFileSync } from 'node:child_process';
import type { MetadataRoute } from 'next';

import { routes, type RouteId } from '@/content/routes';
import { absoluteUrl } from '@/lib/metadata';
import { pageContentFiles } from '@/lib/pages';

export const dynamic = 'force-static';

const buildDate = new Date();

/**
 * When a route's content last changed: the date of the last commit that touched its content modules, or the
 * build date outside a git checkout (a copied folder, a host that builds from an archive).
 */
function lastModified(files: string[]): Date {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return date ? new Date(date) : buildDate;
  } catch {
    return buildDate;
  }
}

/** Every canonical route of the table, with the date its content last changed (aliases are left out). */
export default function sitemap(): MetadataRoute.Sitemap {
  return (Object.keys(routes) as RouteId[]).map((id) => ({
    url: absoluteUrl(routes[id].path),
    lastModified: lastModified(pageContentFiles[id]),
  }));
}
