import { parseSiteUrl } from './parseSiteUrl';

/**
 * The site's public origin, set at build time by the `SITE_URL` environment variable. Canonical links, the
 * sitemap, robots.txt, Open Graph tags and structured data all take it from here, so a deployment to the
 * real domain needs no code edit. `npm run build` checks the value first (tooling/build/check-site-url.ts).
 */
export const siteUrl = parseSiteUrl(process.env.SITE_URL);
