// The host rules of the static export, written once: nginx.ts and netlify-cloudflare.ts write them for each host,
// the bundled server applies them itself; tests/e2e/server.spec.ts proves the behaviour against every host.

/** Sent with every response. Each page's own policy is a <meta> (build/csp.ts); frame-ancestors cannot be one. */
export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  // Not 'same-origin': the CMS's OAuth popup answers its opener. The site's pages open no popup (rel="noopener").
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/** Only over HTTPS: a browser that saw it refuses plain http for the site for a year. */
export const httpsHeaders = { 'Strict-Transport-Security': 'max-age=31536000' };

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

/** Every error page. */
export const errorPages = [notFoundPage, ...notFoundPages.map(({ page }) => page)];

/** The error page for a decoded path: its language's, by folder. */
export function notFoundPageFor(path: string): string {
  return notFoundPages.find(({ prefix }) => path.startsWith(prefix))?.page ?? notFoundPage;
}

/** Paths that name the error pages' own files and must still answer 404, not the page with 200. */
export const notFoundPaths = ['/404', '/_not-found', '/en/404'];

/** The CMS's page: outside the Next.js app, with its own policy; the build's steps and page tests leave it out. */
export const cmsPage = { path: '/admin', file: 'admin.html' };

/** Host configuration files that the export carries for Netlify / Cloudflare Pages: never served. */
export const hiddenPaths = ['/_headers', '/_redirects'];

/** Router payloads: served as text/plain, never rewritten to a page. */
export const payloadExtension = '.txt';

/** Text files that the build precompresses (.br and .gz beside each). */
export const compressibleExtensions = ['.html', '.txt', '.js', '.css', '.svg', '.json', '.xml', '.webmanifest', '.ico'];

/** Longest request target answered normally; longer ones get 414, as nginx does with its 8 KB buffers. */
export const maxUrlLength = 8192;

/** A permanent redirect: from a decoded path to a percent-encoded target. */
export type Redirect = { from: string; to: string };

/**
 * Clean URLs: the Location for a raw (still encoded) request target, or null: `/X.html` and `/X/` answer 301 to
 * `/X` (`/index.html` to `/`), keeping the query; never `//` or `/\`, which a browser reads as another host.
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
