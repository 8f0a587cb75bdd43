import localFont from 'next/font/local';

// Manrope (variable weight), self-hosted from the Fontsource package: the latin subset covers
// á é í ó ú ñ ü ¿ ¡. next/font hashes the file and preloads it; no request leaves the site.
export const manrope = localFont({
  src: '../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '200 800',
  // 'optional': the preloaded font is used when it arrives in time, otherwise the metric-matched fallback
  // stays for that view, so text never shifts (no layout shift from a late font swap).
  display: 'optional',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
