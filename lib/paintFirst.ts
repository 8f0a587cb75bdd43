// What the pages share with the paint-first step of the build (tooling/build/paint-first.ts), which writes it
// into every exported document. No imports: the build, the browser suite and the client islands all read it.

/**
 * Attribute of the exported <html> while the text is drawn in Manrope's metric-matched stand-ins
 * (styles/globals.scss): the page's shell lifts it once it has hydrated (components/layout/WebFontSwitch),
 * so the font is requested only when the framework's scripts are in and the first controls work.
 */
export const FONT_DEFERRED_ATTRIBUTE = 'data-font-deferred';
