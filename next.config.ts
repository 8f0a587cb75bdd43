import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';

import { content } from './lib/content';
import { cmsPage } from './tooling/hosts/rules';

const shared: NextConfig = {
  // `/Nosotros` is exported as `Nosotros.html`; the bundled server and the host config map clean URLs to it.
  trailingSlash: false,
  // The export has no image server; SVG illustrations are served as they are, with intrinsic sizes.
  images: { unoptimized: true },
  // Components write `@use 'tokens' as *;` whatever their depth.
  sassOptions: { loadPaths: [path.join(process.cwd(), 'styles')] },
  poweredByHeader: false,
  reactStrictMode: true,
  // CSS inlined into each page by Next itself, chunked by Turbopack's graph so that a page carries only its
  // own styles (docs/decisions/performance.md). Each language has its own root layout (app/(es), app/(en)),
  // so the error page of unknown addresses is a whole document of its own, app/global-not-found.tsx.
  experimental: { inlineCss: true, cssChunking: { type: 'graph', requestCost: 1000 }, globalNotFound: true },
};

/**
 * `next build` writes the static export. `next dev` (the staff's preview) runs as a plain Next server
 * instead: with `output: 'export'` it answers a solution page's first request with 500 when the path is
 * percent-encoded (every browser encodes `/Pantallas-Señalización`; vercel/next.js#92192), and it ignores
 * `redirects()`. Pages, links and paths are the same in both; only the export's host rules differ.
 */
export default function nextConfig(phase: string): NextConfig {
  if (phase !== PHASE_DEVELOPMENT_SERVER) {
    // Pre-rendered HTML only: the site is served by any static host (docs/publishing.md). The adapter
    // runs the post-build pipeline over out/ once Next has written it (tooling/build/pipeline.ts).
    return {
      ...shared,
      output: 'export',
      adapterPath: path.join(process.cwd(), 'tooling', 'build', 'next-adapter.mjs'),
    };
  }
  return {
    ...shared,
    // The aliases differ from their targets by letter case only: a case-insensitive rule would loop.
    experimental: { globalNotFound: true, caseSensitiveRoutes: true },
    // The CMS's page is a static file (public/admin.html), which hosts serve at /admin as they serve any page.
    rewrites: async () => [{ source: cmsPage.path, destination: `/${cmsPage.file}` }],
    // In the export the host configuration answers each alias with a 301 (tooling/hosts/).
    redirects: async () =>
      content('es').routes.aliases.map((alias) => ({ source: alias.path, destination: alias.target, permanent: true })),
  };
}
