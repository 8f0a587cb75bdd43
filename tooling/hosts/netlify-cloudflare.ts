// Netlify's and Cloudflare Pages' host files, `_headers` and `_redirects`, from the host rules (rules.ts). They
// travel inside the export, so the build's pipeline writes them into out/.
import { encodePath } from '../../lib/encodePath';
import {
  cacheControl,
  httpsHeaders,
  immutablePrefixes,
  notFoundPageFor,
  notFoundPages,
  notFoundPaths,
  securityHeaders,
  type Redirect,
} from './rules';

/**
 * Netlify / Cloudflare Pages headers. Both hosts already revalidate everything else (max-age=0,
 * must-revalidate) and always serve over HTTPS, hence HSTS here; both join the headers of every rule
 * that matches, so Cache-Control is set only where it differs from that default.
 */
export function pagesHeaders(): string {
  const all = { ...securityHeaders, ...httpsHeaders };
  return `/*
${Object.entries(all)
  .map(([name, value]) => `  ${name}: ${value}`)
  .join('\n')}
${immutablePrefixes.map((prefix) => `${prefix}*\n  Cache-Control: ${cacheControl.immutable}\n`).join('')}`;
}

/**
 * Netlify / Cloudflare Pages redirects. Both hosts already serve X.html for /X, drop trailing slashes and
 * answer unknown paths with 404.html; the error page's own paths are answered 404 here (Netlify; Cloudflare
 * skips rules with status 404).
 */
export function pagesRedirects(redirects: readonly Redirect[]): string {
  const lines = redirects.map(({ from, to }) => `${encodePath(from)} ${to} 301`);
  const notFound = notFoundPaths.map((p) => `${p} ${notFoundPageFor(p)} 404`);
  // Netlify answers unknown paths under another language's folder with its error page (Cloudflare Pages
  // finds the nearest 404.html up the path by itself).
  const byFolder = notFoundPages.map(({ prefix, page }) => `${prefix}* ${page} 404`);
  return `${[...lines, ...notFound, ...byFolder].join('\n')}\n`;
}

/** Both files, by their name at the export's root. */
export function pagesFiles(redirects: readonly Redirect[]): Record<string, string> {
  return { _headers: pagesHeaders(), _redirects: pagesRedirects(redirects) };
}
