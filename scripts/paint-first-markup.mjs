// What scripts/paint-first.mjs writes into a page, for the tests to read back (no imports: the browser
// suite loads this file too).

/** Attribute of the exported <html> while the first paint uses the fallback font. */
export const FONT_DEFERRED_ATTRIBUTE = 'data-font-deferred';

/** The loader's opening tag: the chunks it adds after the first paint, and the ones it preloads. */
export const loaderTag = (scripts, preloads) =>
  `<script data-chunks="${scripts.join(' ')}"${preloads.length ? ` data-preloads="${preloads.join(' ')}"` : ''}>`;

/** The chunks a page's loader adds after the first paint: its scripts and its preloads. */
export function deferredChunks(html) {
  const tag = /<script data-chunks="([^"]*)"(?: data-preloads="([^"]*)")?>/.exec(html);
  const list = (value) => (value ? value.split(' ') : []);
  return { scripts: list(tag?.[1]), preloads: list(tag?.[2]) };
}
