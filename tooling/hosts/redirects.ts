// The site's permanent redirects, from the route table of every language: the same list for nginx
// (deploy/nginx/, written without a build) and for the export's `_redirects`.
import { LOCALES } from '../../lib/i18n';
import { allRoutes, routeAliases } from '../../lib/routes';
import { permanentRedirects, type Redirect } from './rules';

export function siteRedirects(): Redirect[] {
  return permanentRedirects({
    aliases: routeAliases(),
    pagePaths: LOCALES.flatMap((locale) => allRoutes(locale).map((route) => route.path)),
  });
}
