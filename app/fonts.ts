import localFont from 'next/font/local';

// Manrope (variable weight), self-hosted: tooling/assets/font.mts cuts the Fontsource file down to the
// characters of the site's sources and the weights 400–800. No request leaves the site.
//
// Off the critical path: no preload (it would compete with the document and the scripts for the first
// round trips), requested only once the page's shell has hydrated (tooling/build/paint-first.ts,
// components/layout/WebFontSwitch.tsx) and `font-display: swap`, so every text, the largest paint included,
// is drawn at once in the fallback and redrawn in Manrope when the file arrives, where that moves nothing on
// screen (WebFontSwitch holds it back otherwise). 'optional' would never shift anything either, but a font
// that misses a page's first paint then stays out for that document's whole life, and client-side navigation
// keeps the document: most visitors would never see Manrope. The fallbacks follow the variable in the styles'
// font stack (styles/_tokens.scss): each platform's sans-serif (Arial or its metric twins, Roboto, DejaVu
// Sans) scaled to Manrope's widths at each weight, so the swap keeps lines where they break; next/font's
// adjusted fallback only knows Arial, which Android and most Linux systems do not have.
export const manrope = localFont({
  src: '../styles/fonts/manrope.woff2',
  variable: '--font-sans',
  weight: '400 800',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});
