// Paint first: a page's first paint waits for nothing but its own document, and the document carries only
// what that paint needs (its markup and CSS). Run by scripts/postbuild.mjs on every exported page, before the
// Content-Security-Policy is written (the loader below is hashed like any inline script).
//
// Next.js puts the framework's chunks in <head> as `<script async>` (and a low-priority preload or two): the
// browser fetches them while it parses the document and runs each one as soon as it arrives, which on a busy
// or slow phone is before the first frame, so hydration work holds the first paint back. It also writes the
// page's React Server Components payload (the data hydration starts from) into the document as inline
// scripts, about 45 % of its compressed bytes, which the first paint never reads: on a phone's connection a
// document over the first TCP round trip's 14.6 KB costs one round trip more before anything is drawn.
// Likewise the web font: its request starts at the first layout and, if it arrives in time, the first paint
// waits for it. This step moves all three behind the first paint:
// - the payload's inline scripts (and the bundler's entry list, the one other inline script hydration needs)
//   go, unchanged and in their order, into one file named by its content, /_next/static/rsc/<hash>.js;
// - the chunk tags become a list on a small inline loader (paint-first-loader.js, minified by esbuild), which
//   adds the payload file and then the same chunks once the browser reports the first paint (Paint Timing),
//   at `load` where Paint Timing is missing, and after three seconds in any case. They are fetched in
//   parallel and run in that order, so the framework finds its payload complete, as it would in the page;
// - <html> carries `data-font-deferred` until then: styles/globals.scss draws the text in the metric-matched
//   fallback while it is there, so the font is requested after the first paint and swaps in without moving
//   anything. A later page load in the same tab, with the font in the browser's cache, uses it at once.
// Client-side navigation is untouched (the router loads its chunks and payloads itself), and so is a page
// without JavaScript (the attribute only applies with scripting; see globals.scss).

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';

import { FONT_DEFERRED_ATTRIBUTE, loaderTag, PAYLOAD_FOLDER } from './paint-first-markup.mjs';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async="">\s*<\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;
// The inline scripts hydration reads: the payload's pushes to `self.__next_f` and the bundler's entry list
// (React's bootstrap script, `id="_R_"`, a push to `globalThis.TURBOPACK`). Their text never holds `</script`
// (the framework escapes `<` in the payload).
const HYDRATION_SCRIPT =
  /<script(?: id="_R_")?>((?:\(self\.__next_f=|self\.__next_f\.push\(|\(globalThis\["TURBOPACK"\] \|\|)[\s\S]*?)<\/script>/g;

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
 * The page with its chunk tags and hydration scripts replaced by the loader, and <html> marked so that the
 * first paint uses the fallback font; `payload` is the file the hydration scripts now live in, to be written
 * under the export's root. A page without chunk tags (an alias's redirect document) is returned as it is.
 * @returns {{ html: string, payload?: { path: string, text: string } }}
 */
export function paintFirst(html) {
  const scripts = [...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]);
  if (!scripts.length) return { html };
  const htmlTag = /^<!DOCTYPE html><html /;
  if (!htmlTag.test(html)) throw new Error('paint-first: la página no empieza con <!DOCTYPE html><html …>.');
  const hydration = [...html.matchAll(HYDRATION_SCRIPT)].map((m) => m[1]);
  if (!hydration.some((script) => script.startsWith('(self.__next_f=')))
    throw new Error('paint-first: la página no trae el payload de React en línea (self.__next_f).');
  const text = hydration.map((script) => `${script.replace(/;?\s*$/, '')};\n`).join('');
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 16);
  const payload = { path: `${PAYLOAD_FOLDER}/${hash}.js`, text };

  const preloads = [...html.matchAll(CHUNK_PRELOAD)].map((m) => m[1]);
  const at = html.search(CHUNK_SCRIPT);
  const page =
    `${html.slice(0, at)}${loaderTag({ payload: payload.path, scripts, preloads })}${loader()}</script>${html.slice(at)}`
      .replace(CHUNK_SCRIPT, '')
      .replace(CHUNK_PRELOAD, '')
      .replace(HYDRATION_SCRIPT, '');
  return { html: page.replace(htmlTag, `<!DOCTYPE html><html ${FONT_DEFERRED_ATTRIBUTE}="" `), payload };
}

/** Writes a page's payload file under the export's root (pages that share a payload share the file). */
export function writePayload(out, payload) {
  const file = path.join(out, payload.path);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, payload.text);
}
