// Paint first: a page's first paint waits for nothing but its own document, and the document carries only
// what that paint needs (its markup and CSS). A step of the pipeline, before the Content-Security-Policy is
// written (the loader below is hashed like any inline script).
//
// Next.js puts the framework's chunks in <head> as `<script async>` (and a low-priority preload or two): the
// browser fetches them while it parses the document and runs each one as soon as it arrives, which on a busy
// or slow phone is before the first frame, so hydration work holds the first paint back. It also writes the
// page's React Server Components payload (the data hydration starts from) into the document as inline
// scripts, a large share of its compressed bytes, which the first paint never reads: on a phone's connection a
// document over the first TCP round trip costs one round trip more before anything is drawn.
// Likewise the web font: its request starts at the first layout and, if it arrives in time, the first paint
// waits for it. This step keeps the download of the scripts early and moves their running behind the first
// paint, and the font behind hydration:
// - the payload's inline scripts (and the bundler's entry list, the one other inline script hydration needs)
//   go, unchanged and in their order, into one file named by its content, /_next/static/rsc/<hash>.js;
// - the largest of them (the framework's two big chunks) are preloaded at low priority from <head>, so that
//   their download starts while the document is parsed instead of after the first paint (hydrated about 300 ms
//   sooner on a phone; docs/decisions/performance.md, "Fetched early, run late"); the payload file and the
//   smaller chunks are preloaded by the loader at the first paint, while the large ones still fill a phone's
//   connection: they arrive as soon, and the first paint's estimate does not wait for them ("As the
//   connection allows");
// - the chunk tags become a list on a small inline loader (paint-first-loader.ts, minified by esbuild), which
//   adds the payload file and then the same chunks once the first contentful paint and the load event have
//   both happened (at `load` where Paint Timing is missing, after three seconds in any case). They run in
//   that order, so the framework finds its payload complete, as it would in the page;
// - <html> carries `data-font-deferred` (lib/paintFirst.ts): styles/globals.scss draws the text in the
//   metric-matched fallback while it is there, and the page's shell lifts it once it has hydrated
//   (components/layout/WebFontSwitch.tsx), so the font is requested only after the scripts and swaps in
//   without moving anything. A later page load in the same tab, with the font in the browser's cache, uses
//   it at once; the loader lifts it too if a script fails to load.
// Client-side navigation is untouched (the router loads its chunks and payloads itself), and so is a page
// without JavaScript (the attribute only applies with scripting; see globals.scss).

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';

import {
  CHUNK_PRELOAD,
  CHUNK_SCRIPT,
  DOCUMENT_START,
  HYDRATION_SCRIPT,
  MarkupMismatchError,
  matchAll,
  removeAll,
  replaceAll,
  RSC_PAYLOAD_START,
} from './next-markup';
import {
  EARLY_FETCH_BYTES,
  earlyFetches,
  FONT_DEFERRED_ATTRIBUTE,
  loaderTag,
  PAYLOAD_FOLDER,
} from './paint-first-markup';
import { brotli } from './precompress';
import type { Step } from './step';

/** The loader's source, from the project's root. */
export const LOADER_SOURCE = path.join('tooling', 'build', 'paint-first-loader.ts');

/**
 * The loader, minified: the same few hundred bytes in every document. Types are stripped before minifying, so
 * the minifier (which picks short names from the text's character frequencies) sees plain JavaScript.
 */
export function minifiedLoader(source: string): string {
  const script = transformSync(source, { loader: 'ts', target: 'esnext' }).code;
  return transformSync(script, { minify: true, target: 'es2020' }).code.trim();
}

/**
 * Which of the files the loader runs are fetched from <head> (`early`) and which at the first paint
 * (`atPaint`), each list in the loader's order: the largest first, until they hold EARLY_FETCH_BYTES. A file
 * whose size is unknown is fetched early, as every file was before this split.
 */
export function splitFetches(
  urls: string[],
  compressedBytes: (url: string) => number | undefined,
): { early: string[]; atPaint: string[] } {
  const early = new Set(urls.filter((url) => compressedBytes(url) === undefined));
  let total = 0;
  for (const url of urls.filter((url) => !early.has(url)).sort((a, b) => compressedBytes(b)! - compressedBytes(a)!)) {
    if (total >= EARLY_FETCH_BYTES) break;
    early.add(url);
    total += compressedBytes(url)!;
  }
  return { early: urls.filter((url) => early.has(url)), atPaint: urls.filter((url) => !early.has(url)) };
}

export interface Payload {
  /** Its URL path, under the export's root. */
  path: string;
  text: string;
}

/**
 * The page with its chunk tags and hydration scripts replaced by the loader, and <html> marked so that the
 * first paint uses the fallback font; `payload` is the file the hydration scripts now live in.
 */
export function paintFirst(
  page: string,
  html: string,
  loader: string,
  chunkBytes: (url: string) => number | undefined,
): { html: string; payload: Payload } {
  matchAll(page, html, DOCUMENT_START);
  const scripts = matchAll(page, html, CHUNK_SCRIPT).map((m) => m[1]!);
  const hydration = matchAll(page, html, HYDRATION_SCRIPT).map((m) => m[1]!);
  if (!hydration.some((script) => script.startsWith(RSC_PAYLOAD_START))) {
    throw new MarkupMismatchError(page, HYDRATION_SCRIPT, `ningún script empieza con ${RSC_PAYLOAD_START}`);
  }
  const text = hydration.map((script) => `${script.replace(/;?\s*$/, '')};\n`).join('');
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 16);
  const payload = { path: `${PAYLOAD_FOLDER}/${hash}.js`, text };

  const preloads = matchAll(page, html, CHUNK_PRELOAD, 0).map((m) => m[1]!);
  const payloadBytes = brotli(text).length;
  const fetches = splitFetches([payload.path, ...scripts], (url) =>
    url === payload.path ? payloadBytes : chunkBytes(url),
  );
  const at = html.search(CHUNK_SCRIPT.regex);
  const loaderElement = `${loaderTag({ payload: payload.path, scripts, preloads, atPaint: fetches.atPaint })}${loader}</script>`;
  let result = `${html.slice(0, at)}${loaderElement}${html.slice(at)}`;
  result = removeAll(page, result, CHUNK_SCRIPT);
  result = removeAll(page, result, CHUNK_PRELOAD, 0);
  result = removeAll(page, result, HYDRATION_SCRIPT);
  result = replaceAll(page, result, DOCUMENT_START, (start) => `${start}${FONT_DEFERRED_ATTRIBUTE}="" `);
  // After the loader, the largest of the same scripts fetched at low priority while the document is parsed
  // (added after the removals, whose residue check would take them for Next's preloads); the loader runs them later.
  result = result.replace(loaderElement, () => `${loaderElement}${earlyFetches(fetches.early)}`);
  return { html: result, payload };
}

/** Writes a page's payload file under the export's root (pages that share a payload share the file). */
export function writePayload(out: string, payload: Payload): void {
  const file = path.join(out, payload.path);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, payload.text);
}

export const paintFirstStep: Step = {
  name: 'paint-first',
  run({ root, out, pages }) {
    const loader = minifiedLoader(readFileSync(path.join(root, LOADER_SOURCE), 'utf8'));
    // Each chunk measured once: every page shares most of them.
    const sizes = new Map<string, number | undefined>();
    const chunkBytes = (url: string) => {
      if (!sizes.has(url)) {
        const file = path.join(out, url);
        sizes.set(url, existsSync(file) ? brotli(readFileSync(file)).length : undefined);
      }
      return sizes.get(url);
    };
    // An alias's document is the site's own markup, without the framework.
    const nextPages = pages.filter((page) => page.kind !== 'alias');
    for (const { file } of nextPages) {
      const { html, payload } = paintFirst(file, readFileSync(path.join(out, file), 'utf8'), loader, chunkBytes);
      writePayload(out, payload);
      writeFileSync(path.join(out, file), html);
    }
    return `scripts, payload y fuente tras la primera pintura en ${nextPages.length} página(s)`;
  },
};
