// What the pages share with the paint-first step of the build (tooling/build/paint-first.ts), which writes it
// into every exported document. No imports: the build, the browser suite and the client islands all read it.

/**
 * Attribute of the exported <html> while the text is drawn in Manrope's metric-matched stand-ins
 * (styles/globals.scss): the page's shell lifts it once it has hydrated (components/layout/WebFontSwitch),
 * so the font is requested only when the framework's scripts are in and the first controls work.
 */
export const FONT_DEFERRED_ATTRIBUTE = 'data-font-deferred';

/**
 * The tab's name (`window.name`) once Manrope's file is in the browser's cache: WebFontSwitch sets it when the
 * font has loaded, and the paint-first loader, finding it on a later page of the tab, lifts the attribute
 * before the first paint, so that page is drawn in Manrope from the start. Browsers clear a tab's name when it
 * opens another site; a name some other script gave the tab is left alone.
 */
export const FONT_IN_TAB = 'fuente-web-en-cache';
