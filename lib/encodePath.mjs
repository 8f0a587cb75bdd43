// Plain JavaScript so that the post-build step (Node, no TypeScript) shares it with the app.

/**
 * Percent-encodes a route path for use in URLs written into files (canonical links, sitemap, redirects).
 * @param {string} path
 * @returns {string}
 */
export function encodePath(path) {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}
