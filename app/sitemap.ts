import { execFileSync } from 'node:child_process';
import type { MetadataRoute } from 'next';

import { LOCALES } from '@/lib/i18n';
import { absoluteUrl, languageAlternates } from '@/lib/metadata';
import { pageContentFiles } from '@/lib/pages';
import { route, ROUTE_IDS } from '@/lib/routes';

export const dynamic = 'force-static';

const buildDate = new Date();

/**
 * When a route's content last changed: the date of the last commit that touched its data files, or the
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

/**
 * Every canonical route of the table in both languages, each with its other language (`hreflang`) and the
 * date its content last changed (aliases are left out). A data file holds both languages, so both versions
 * of a page change together.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return LOCALES.flatMap((locale) =>
    ROUTE_IDS.map((id) => ({
      url: absoluteUrl(route(id, locale).path),
      lastModified: lastModified(pageContentFiles[id]),
      alternates: { languages: languageAlternates(id) },
    })),
  );
}
