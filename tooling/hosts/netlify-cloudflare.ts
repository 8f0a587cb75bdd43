// Netlify's and Cloudflare Pages' host files, `_headers` and `_redirects`, from the host rules (rules.ts): they
// travel inside the export, so the build's pipeline writes them into out/.
import { encodePath } from '../../lib/encodePath';
import * as rules from './rules';

/**
 * Both hosts revalidate by default (max-age=0, must-revalidate), always serve HTTPS (hence HSTS) and join the
 * headers of every rule that matches: Cache-Control only where it differs from their default.
 */
export function pagesHeaders(): string {
  const all = Object.entries({ ...rules.securityHeaders, ...rules.httpsHeaders });
  const immutable = rules.immutablePrefixes.map(
    (prefix) => `${prefix}*\n  Cache-Control: ${rules.cacheControl.immutable}\n`,
  );
  return `/*\n${all.map(([name, value]) => `  ${name}: ${value}\n`).join('')}${immutable.join('')}`;
}

/**
 * Both hosts serve X.html for /X, drop trailing slashes and answer unknown paths with 404.html by themselves; the
 * error pages' own paths get their 404 here (on Netlify: Cloudflare skips rules with status 404).
 */
export function pagesRedirects(redirects: readonly rules.Redirect[]): string {
  const lines = redirects.map(({ from, to }) => `${encodePath(from)} ${to} 301`);
  const notFound = rules.notFoundPaths.map((p) => `${p} ${rules.notFoundPageFor(p)} 404`);
  // Netlify answers unknown paths under another language's folder with its error page (Cloudflare Pages
  // finds the nearest 404.html up the path by itself).
  const byFolder = rules.notFoundPages.map(({ prefix, page }) => `${prefix}* ${page} 404`);
  return `${[...lines, ...notFound, ...byFolder].join('\n')}\n`;
}
