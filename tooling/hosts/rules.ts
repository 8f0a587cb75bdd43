// The host rules of the static export, written once. nginx.ts turns them into the nginx configuration
// (deploy/nginx/, `npm run hosts`) and netlify-cloudflare.ts into the `_headers` and `_redirects` files of
// the export; the bundled server applies them itself. tests/e2e/server.spec.ts proves the behaviour against
// every host.
import { encodePath } from '../../lib/encodePath';

/**
 * Sent with every response, of every type and status. The page's own policy (scripts, styles, images) is a
 * <meta> tag in each HTML file, with the hashes of that page's inline scripts; what a <meta> policy
 * cannot carry (frame-ancestors) and the other protections travel as headers.
 */
export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  // The CMS (/admin) signs in through its OAuth provider in a popup that answers the page (window.opener):
  // 'same-origin' would cut that popup off. 'same-origin-allow-popups' isolates every page from other sites'
  // windows just as well; it only keeps the link to popups a page opens itself, and the site's pages open
  // none (their external links carry rel="noopener").
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/** Only over HTTPS: a browser that saw it refuses plain http for the site for a year. */
export const httpsHeaders = {
  'Strict-Transport-Security': 'max-age=31536000',
};

/** Files under these prefixes carry a content hash in their name, so they never change: Next's and the photos'. */
export const immutablePrefixes = ['/_next/static/', '/fotos/'];

export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  /** Pages, router payloads and unhashed files: kept, but checked with the server before each use. */
  revalidate: 'no-cache',
};

/** A static site answers reads only: anything else is 405 with an `Allow` header. */
export const allowedMethods = ['GET', 'HEAD'];

/** The error page, served with status 404 for unknown paths: the Spanish one, for the whole site… */
export const notFoundPage = '/404.html';

/** …but for the folders of another language, that language's own error page. */
export const notFoundPages = [{ prefix: '/en/', page: '/en/404.html' }];

/**
 * The error page for a decoded path: the English one for unknown addresses under /en/, the Spanish one
 * everywhere else.
 */
export function notFoundPageFor(path: string): string {
  return notFoundPages.find(({ prefix }) => path.startsWith(prefix))?.page ?? notFoundPage;
}

/** Paths that name the error pages' own files and must still answer 404, not the page with 200. */
export const notFoundPaths = ['/404', '/_not-found', '/en/404'];

/**
 * The CMS's page (/admin, public/admin.html): a static page outside the Next.js app, with its own
 * Content-Security-Policy. The post-build steps and the page tests leave it out of the site's pages.
 */
export const cmsPage = { path: '/admin', file: 'admin.html' };

/** Host configuration files that the export carries for Netlify / Cloudflare Pages: never served. */
export const hiddenPaths = ['/_headers', '/_redirects'];

/** Router payloads: served as text/plain, never rewritten to a page. */
export const payloadExtension = '.txt';

/** Text files that the build precompresses (.br and .gz beside each). */
export const compressibleExtensions = ['.html', '.txt', '.js', '.css', '.svg', '.json', '.xml', '.webmanifest', '.ico'];

/** Longest request target answered normally; longer ones get 414, as nginx does with its 8 KB buffers. */
export const maxUrlLength = 8192;

export interface Redirect {
  /** Decoded path. */
  from: string;
  /** Percent-encoded target. */
  to: string;
}

/**
 * Permanent redirects, relative and keeping the query string: each alias of the route table to its page,
 * and the decomposed (NFD) spelling of a non-ASCII path (as some macOS tools write it) to the exported NFC
 * spelling.
 */
export function permanentRedirects({
  aliases,
  pagePaths,
}: {
  aliases: readonly { path: string; target: string }[];
  pagePaths: readonly string[];
}): Redirect[] {
  const fromAliases = aliases.map((alias) => ({ from: alias.path, to: encodePath(alias.target) }));
  const fromDecomposed = pagePaths
    .filter((pagePath) => pagePath.normalize('NFD') !== pagePath)
    .map((pagePath) => ({ from: pagePath.normalize('NFD'), to: encodePath(pagePath) }));
  return [...fromAliases, ...fromDecomposed];
}

/**
 * Clean URLs: `/X.html` and `/X/` answer 301 to `/X` (and `/index.html` to `/`), keeping the query.
 * `requestTarget` is the raw, still encoded request target. Returns the Location, or null. A path that
 * would start with `//` or `/\` is never produced: the browser would read it as another host.
 * nginx.ts writes the same three rules as nginx regular expressions.
 */
export function cleanUrlRedirect(requestTarget: string): string | null {
  for (const rule of cleanUrlRules) {
    const match = rule.pattern.exec(requestTarget);
    if (match) return `${rule.path ?? match.groups?.path}${match.groups?.query ?? ''}`;
  }
  return null;
}

/** The clean-URL rules, in order; nginx needs the same PCRE syntax, hence plain strings. */
export const cleanUrlRules: { source: string; path?: string; pattern: RegExp }[] = [
  { source: String.raw`^/index\.html(?<query>\?.*)?$`, path: '/' },
  { source: String.raw`^(?<path>/(?![/\\])[^?]*?)\.html(?<query>\?.*)?$` },
  { source: String.raw`^(?<path>/(?![/\\])[^?]*[^/?])/+(?<query>\?.*)?$` },
].map((rule) => ({ ...rule, pattern: new RegExp(rule.source) }));
