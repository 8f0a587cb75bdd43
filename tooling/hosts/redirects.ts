// The site's permanent redirects, relative and keeping the query, from the route table of every language: each
// alias to its page, and the decomposed (NFD) spelling of a non-ASCII path (as some macOS tools write it) to the
// exported NFC one. The same list for nginx (deploy/nginx/, written without a build) and the export's `_redirects`.
import { encodePath } from '../../lib/encodePath';
import { LOCALES } from '../../lib/i18n';
import { allRoutes, routeAliases } from '../../lib/routes';
import type { Redirect } from './rules';

export function siteRedirects(): Redirect[] {
  const decomposed = LOCALES.flatMap((locale) => allRoutes(locale).map((route) => route.path)).filter(
    (page) => page.normalize('NFD') !== page,
  );
  return [
    ...routeAliases().map((alias) => ({ from: alias.path, to: encodePath(alias.target) })),
    ...decomposed.map((page) => ({ from: page.normalize('NFD'), to: encodePath(page) })),
  ];
}
