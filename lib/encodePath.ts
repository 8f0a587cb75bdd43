/** Percent-encodes a route path for use in URLs written into files (canonical links, sitemap, redirects). */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}
