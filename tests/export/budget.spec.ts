import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { FIRST_SCREEN_BREAK_SCRIPT } from '../../components/layout/FirstScreenBreak';
import { COMPILE_HINT } from '../../tooling/build/compile-hints';
import { deferredScripts, EARLY_FETCH_BYTES, FONT_DEFERRED_ATTRIBUTE } from '../../tooling/build/paint-first-markup';
import { exportedPages, fileOfRoute } from '../../tooling/export/pages';
import budget from '../budget.json';
import { documentParts } from '../e2e/documentParts';
import { builtRoutes, expect, htmlOf, isAlias, outDir, test } from '../e2e/fixtures';

/** The router payloads of the export (the framework's own _next/ folder excluded). */
const payloadFiles = () =>
  readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.txt') && !file.startsWith('_next'))
    .sort();

/**
 * gzip size of every script a modern browser loads for the route: the chunks its paint-first loader adds
 * after the first paint (the page keeps no other chunk tag but the `noModule` polyfill bundle, which only
 * browsers without ES modules fetch).
 */
export function firstLoadJsBytes(html: string): number {
  const sources = new Set(deferredScripts(html).scripts);
  let total = 0;
  for (const src of sources) total += gzipSync(readFileSync(path.join(outDir, src))).length;
  return total;
}

// ---------- deterministic budgets read from the export itself: no timers, no browser ----------

test.describe('the exported HTML', () => {
  for (const route of builtRoutes()) {
    test(`JavaScript budget of ${decodeURIComponent(route)}`, () => {
      const bytes = firstLoadJsBytes(htmlOf(route));
      test.info().annotations.push({ type: 'js-gzip-bytes', description: String(bytes) });
      // Alias pages are plain redirect documents without the framework.
      if (!isAlias(route)) expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(budget.firstLoadJsGzipBytes);
    });

    test(`images and videos of ${decodeURIComponent(route)} declare their dimensions`, () => {
      const html = htmlOf(route);
      const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
      for (const tag of images) {
        expect(tag, tag).toMatch(/\swidth="\d+"/);
        expect(tag, tag).toMatch(/\sheight="\d+"/);
        expect(tag, tag).toMatch(/\salt="/);
      }
    });
  }

  test('no page links a stylesheet: the CSS is inside the document', () => {
    const pages = exportedPages(outDir);
    expect(pages.length).toBeGreaterThan(17);
    for (const { file, kind } of pages) {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      expect(html, file).not.toMatch(/<link\b[^>]*\brel="?stylesheet/i);
      // ...and what the framework would have linked is in a <style> the page's payload adopts.
      if (kind !== 'alias') expect(html, file).toMatch(/<style data-precedence="next" data-href=/);
    }
  });

  test('every page and error page has the first-screen break right after its opening band, and nowhere else', () => {
    const pages = exportedPages(outDir).filter((page) => page.kind === 'page' || page.kind === 'error');
    expect(pages.filter((page) => page.kind === 'error')).toHaveLength(2);
    expect(pages.length).toBeGreaterThan(19);
    const breakScript = `<script>${FIRST_SCREEN_BREAK_SCRIPT}</script>`;
    for (const { file } of pages) {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      // The opening band is the first section of the page, the only one with its h1.
      const band = main.slice(0, main.indexOf('</section>') + '</section>'.length);
      expect(band, file).toMatch(/<h1[ >]/);
      expect(main.slice(band.length).startsWith(breakScript), file).toBe(true);
      expect(html.split(breakScript).length - 1, file).toBe(1);
    }
  });

  test("the framework's largest chunks are fetched while the page is parsed, the payload and the rest at the first paint, and all run, like the font, after it, on every page", () => {
    for (const route of builtRoutes().filter((r) => !isAlias(r))) {
      const html = htmlOf(route);
      const head = html.slice(0, html.indexOf('</head>'));
      // No chunk the browser would run while it parses: only the loader adds them as scripts...
      expect(head, route).not.toMatch(/<script src="\/_next\/[^"]+" async/);
      const { payload, scripts, atPaint } = deferredScripts(html);
      expect(scripts.length, route).toBeGreaterThan(1);
      // ...and the largest of the same files, and nothing else, are fetched at low priority while it parses,
      // holding at least EARLY_FETCH_BYTES; the loader fetches the others, the payload among them, at the first
      // paint. Each file once, in the order the loader runs them.
      const loaded = [payload!, ...scripts];
      const early = [...html.matchAll(/<link rel="preload" as="script"([^>]*)\/>/g)].map((m) => m[1]);
      const fetchedEarly = loaded.filter((src) => !atPaint.includes(src));
      expect(early, route).toEqual(fetchedEarly.map((src) => ` fetchpriority="low" href="${src}"`));
      expect(atPaint, route).toEqual(loaded.filter((src) => !fetchedEarly.includes(src)));
      expect(atPaint, route).toContain(payload);
      const bytes = (src: string) => statSync(path.join(outDir, `${src}.br`)).size;
      expect(
        fetchedEarly.reduce((sum, src) => sum + bytes(src), 0),
        route,
      ).toBeGreaterThanOrEqual(EARLY_FETCH_BYTES);
      expect(Math.max(...atPaint.map(bytes)), route).toBeLessThan(Math.min(...fetchedEarly.map(bytes)));
      // No other preload: not the opening image nor the logo, which React preloads unless they are in a <picture>.
      expect(html.match(/<link rel="preload"/g)?.length, route).toBe(early.length);
      // The payload is not in the document but in the file the loader adds first, with the bundler's entry list.
      expect(html, route).not.toMatch(/<script[^>]*>\(?self\.__next_f/);
      expect(html, route).not.toContain('globalThis["TURBOPACK"]');
      expect(payload, route).toMatch(/^\/_next\/static\/rsc\/[\w-]+\.js$/);
      const data = readFileSync(path.join(outDir, payload!), 'utf8');
      expect(data, route).toContain('(self.__next_f=self.__next_f||[]).push([0]);\n');
      expect(data, route).toContain('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(');
      expect(html, route).toMatch(new RegExp(`^<!DOCTYPE html><html ${FONT_DEFERRED_ATTRIBUTE}=""`));
      // Each chunk asks the browser to compile it while it downloads (V8's compile hint, its first line).
      for (const src of scripts)
        expect(readFileSync(path.join(outDir, src), 'utf8'), src).toMatch(new RegExp(`^${COMPILE_HINT}`));
    }
  });

  test('every compressed document fits in the first round trip (except the catalogue), plus the weight of the content added', () => {
    const reference = budget.referenceContent as Record<string, { copyBrotliBytes: number; elements: number }>;
    for (const route of builtRoutes().filter((r) => !isAlias(r))) {
      const name = decodeURIComponent(route);
      const bytes = statSync(path.join(outDir, `${fileOfRoute(route)}.br`)).size;
      const { default: limit, ...exceptions } = budget.documentBrotliBytes;
      // Content the staff added since the budget was set widens it by its own weight, never the code's.
      const now = documentParts(htmlOf(route));
      const then = reference[name] ?? now;
      const grown =
        Math.max(0, now.copyBrotliBytes - then.copyBrotliBytes) +
        Math.max(0, now.elements - then.elements) * budget.perElementBrotliBytes;
      test.info().annotations.push({ type: `${name} brotli`, description: `${bytes} (+${grown} de contenido)` });
      expect(bytes, name).toBeLessThanOrEqual((exceptions[name as keyof typeof exceptions] ?? limit) + grown);
    }
  });

  test('no page and no navigation payload preloads the font', () => {
    const files = [...exportedPages(outDir).map((page) => page.file), ...payloadFiles()];
    expect(files.length).toBeGreaterThan(17);
    for (const file of files) {
      const text = readFileSync(path.join(outDir, file), 'utf8');
      expect(text, file).not.toMatch(/<link\b[^>]*\bas="font"/i);
      // The router payload's preload hint (`:HL["….woff2","font",…]`), which React turns into a preload.
      expect(text, file).not.toMatch(/\.woff2\\?",\\?"font\\?"/);
    }
  });
});
