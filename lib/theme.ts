/**
 * The brand colours that leave the style sheets: the browser's theme colour, the web app manifest and the
 * generated preview images. `navy`, `navyLight` and `cyan` are `$navy-900`, `$navy-700` and `$cyan-400` of
 * styles/_tokens.scss; `mist` is the preview's secondary text.
 */
export const themeColors = {
  navy: '#0b1f3a',
  navyLight: '#1a3a63',
  cyan: '#3fd0da',
  mist: '#c9d6e8',
} as const;
