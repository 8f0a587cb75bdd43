// Paint first: a page's first paint waits for nothing but its own document. Run by scripts/postbuild.mjs on
// every exported page, before the Content-Security-Policy is written (the loader below is hashed like any
// inline script).
//
// Next.js puts the framework's chunks in <head> as `<script async>` (and a low-priority preload or two): the
// browser fetches them while it parses the document and runs each one as soon as it arrives, which on a busy
// or slow phone is before the first frame, so hydration work holds the first paint back. Likewise the web
// font: its request starts at the first layout and, if it arrives in time, the first paint waits for it.
// This step moves both behind the first paint:
// - the chunk tags become a list on a small inline loader (paint-first-loader.js, minified by esbuild), which
//   adds the same tags (async, so order and behaviour are Next's own) once the browser reports the first
//   paint (Paint Timing), at `load` where Paint Timing is missing, and after three seconds in any case;
// - <html> carries `data-font-deferred` until then: styles/globals.scss draws the text in the metric-matched
//   fallback while it is there, so the font is requested after the first paint and swaps in without moving
//   anything. A later page load in the same tab, with the font in the browser's cache, uses it at once.
// Client-side navigation is untouched (the router loads its chunks itself), and so is a page without
// JavaScript (the attribute only applies with scripting; see globals.scss).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';

import { FONT_DEFERRED_ATTRIBUTE, loaderTag } from './paint-first-markup.mjs';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async="">\s*<\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;

let loaderSource;
/** scripts/paint-first-loader.js, minified once: the same few hundred bytes in every document. */
function loader() {
  loaderSource ??= transformSync(readFileSync(path.join(import.meta.dirname, 'paint-first-loader.js'), 'utf8'), {
    minify: true,
    target: 'es2020',
  }).code.trim();
  return loaderSource;
}

/**
 * The page with its chunk tags replaced by the loader, and <html> marked so that the first paint uses the
 * fallback font. A page without chunk tags (an alias's redirect document) is returned as it is.
 */
export function paintFirst(html) {
  const scripts = [...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]);
  if (!scripts.length) return html;
  const htmlTag = /^<!DOCTYPE html><html /;
  if (!htmlTag.test(html)) throw new Error('paint-first: la página no empieza con <!DOCTYPE html><html …>.');
  const preloads = [...html.matchAll(CHUNK_PRELOAD)].map((m) => m[1]);
  const at = html.search(CHUNK_SCRIPT);
  const page = `${html.slice(0, at)}${loaderTag(scripts, preloads)}${loader()}</script>${html.slice(at)}`
    .replace(CHUNK_SCRIPT, '')
    .replace(CHUNK_PRELOAD, '');
  return page.replace(htmlTag, `<!DOCTYPE html><html ${FONT_DEFERRED_ATTRIBUTE}="" `);
}
