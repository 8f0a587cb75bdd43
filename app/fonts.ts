import localFont from 'next/font/local';

// Manrope (variable weight), self-hosted: tooling/assets/font.mts cuts the Fontsource file down to the
// characters of the site's sources and the weights 400–800. Preloaded, and `optional`: the text is drawn in
// Manrope when the file is in by the first paint, else in next/font's metric-adjusted fallback for the rest of
// that document, so that the font never moves anything (docs/decisions/performance.md).
export const manrope = localFont({
  src: '../styles/fonts/manrope.woff2',
  variable: '--font-sans',
  weight: '400 800',
  display: 'optional',
  preload: false,
});
