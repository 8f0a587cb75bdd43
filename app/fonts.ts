import localFont from 'next/font/local';

// Manrope (variable weight), self-hosted: tooling/assets/font.mts cuts the Fontsource file down to the
// characters of the site's sources and the weights 400–800. `optional` and not preloaded: a page is drawn in
// Manrope once the file is cached, else in next/font's metric-adjusted fallback, and never swaps
// (docs/decisions/performance.md).
export const manrope = localFont({
  src: '../styles/fonts/manrope.woff2',
  variable: '--font-sans',
  weight: '400 800',
  display: 'optional',
  preload: false,
});
