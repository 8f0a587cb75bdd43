import path from 'node:path';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Pre-rendered HTML only: the site is served by any static host (see README, "Publicar").
  output: 'export',
  // `/Nosotros` is exported as `Nosotros.html`; the bundled server and the host config map clean URLs to it.
  trailingSlash: false,
  // The export has no image server; SVG illustrations are served as they are, with intrinsic sizes.
  images: { unoptimized: true },
  // Components write `@use 'tokens' as *;` whatever their depth.
  sassOptions: { loadPaths: [path.join(import.meta.dirname, 'styles')] },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
