import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

import { deferredScripts, FONT_DEFERRED_ATTRIBUTE } from '../../tooling/build/paint-first-markup';
import { exportedPages, fileOfRoute, kindOf } from '../../tooling/export/pages';
import budget from '../budget.json';
import { documentParts } from './documentParts';
import { builtRoutes, expect, test } from './fixtures';

const outDir = path.resolve(__dirname, '../../out');
const isAlias = (route: string) => kindOf(fileOfRoute(route)) === 'alias';

const htmlFile = (route: string) => path.join(outDir, fileOfRoute(route));

const htmlOf = (route: string) => readFileSync(htmlFile(route), 'utf8');

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

  test("the framework's JavaScript, the React payload and the font wait for the first paint on every page", () => {
    for (const route of builtRoutes().filter((r) => !isAlias(r))) {
      const html = htmlOf(route);
      const head = html.slice(0, html.indexOf('</head>'));
      // No chunk the browser would fetch (and run) while it parses: only the loader names them.
      expect(head, route).not.toMatch(/<script src="\/_next\/[^"]+" async/);
      expect(head, route).not.toMatch(/<link rel="preload" as="script"/);
      const { payload, scripts } = deferredScripts(html);
      expect(scripts.length, route).toBeGreaterThan(1);
      // The payload is not in the document but in the file the loader adds first, with the bundler's entry list.
      expect(html, route).not.toMatch(/<script[^>]*>\(?self\.__next_f/);
      expect(html, route).not.toContain('globalThis["TURBOPACK"]');
      expect(payload, route).toMatch(/^\/_next\/static\/rsc\/[\w-]+\.js$/);
      const data = readFileSync(path.join(outDir, payload!), 'utf8');
      expect(data, route).toContain('(self.__next_f=self.__next_f||[]).push([0]);\n');
      expect(data, route).toContain('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(');
      expect(html, route).toMatch(new RegExp(`^<!DOCTYPE html><html ${FONT_DEFERRED_ATTRIBUTE}=""`));
    }
  });

  test('every compressed document fits in the first round trip (except the catalogue), plus the weight of the content added', () => {
    const reference = budget.referenceContent as Record<string, { copyBrotliBytes: number; elements: number }>;
    for (const route of builtRoutes().filter((r) => !isAlias(r))) {
      const name = decodeURIComponent(route);
      const bytes = statSync(`${htmlFile(route)}.br`).size;
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

// ---------- the first load in a browser: what is requested before the load event ----------

// Chromium's lazy-loading distance, plus 250 px of slack: positions are read after load, when the layout
// above may have grown a little since the fetch.
const LAZY_LOADING_DISTANCE = 1250 + 250;

/**
 * Requests before the load event besides the document, the page's inlined CSS, its JavaScript chunks and its
 * payload file (the loader adds both after the first paint, which can come before the load event).
 * The allowance, each for a reason:
 * - `img` without `loading="lazy"`: the navbar logo and the page's opening image, both in the first screen;
 * - the navbar video's poster (about 2 KB), the band behind the first screen's menu until the video starts;
 * - the web font, which the paint-first loader lets the page use after the first paint (the load event can
 *   come later); until it arrives the text is in the metric-matched fallback;
 * - a lazy image within the browser's own lazy-loading distance below the fold (Chromium: 1250 px), which
 *   it fetches at once. Containers with `content-visibility: auto` (brand carousel, home solution rows,
 *   catalogue cards, topics) keep theirs out; once the other long sections (galleries, product and partner
 *   cards) have it too, this can shrink to half a screen.
 * - the router's prefetches of the pages the first screen links to (`fetch`, low priority): Next starts them
 *   when the browser is idle after hydration, which on a fast machine can come before the load event (a
 *   slow image holds the event back); they never compete with the page's own requests.
 * Nothing else: no stylesheet, no video, no far image, no brand logo.
 */
async function requestsBeforeLoad(page: Page, route: string) {
  const response = await page.goto(route, { waitUntil: 'load' });
  expect(response?.status()).toBeLessThan(500);
  const nearFold = page.viewportSize()!.height + LAZY_LOADING_DISTANCE;
  const { payload } = deferredScripts(htmlOf(route));
  // The page's own Resource Timing, on the same clock as its load event: what a listener in the test sees
  // can arrive on either side of the load event when the page starts a request in a load handler.
  const { early, images } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      early: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime < navigation!.loadEventStart)
        .map((entry) => ({ url: entry.name, type: entry.initiatorType })),
      images: Array.from(document.images).map((img) => ({
        src: img.currentSrc || img.src,
        lazy: img.loading === 'lazy',
        top: img.getBoundingClientRect().top + window.scrollY,
      })),
    };
  });
  const surplus: string[] = [];
  for (const request of early) {
    const url = new URL(request.url);
    if (/^\/_next\/static\/chunks\/[^/]+\.js$/.test(url.pathname) || url.pathname === payload) continue;
    if (/^\/_next\/static\/media\/[^/]+\.woff2$/.test(url.pathname)) continue;
    if (request.type === 'fetch') continue;
    if (url.pathname === '/media/fondo-navbar-poster.jpg') continue;
    const near = images.filter((img) => img.src === url.href && (!img.lazy || img.top < nearFold));
    if (near.length) continue;
    const tops = images.filter((img) => img.src === url.href).map((img) => Math.round(img.top));
    surplus.push(
      `${request.type} ${decodeURIComponent(url.pathname)}${tops.length ? ` (a ${tops.join(', ')} px)` : ''}`,
    );
  }
  return surplus;
}

for (const [name, viewport, isMobile] of [
  ['phone', { width: 390, height: 844 }, true],
  ['desktop', { width: 1440, height: 900 }, false],
] as const) {
  test.describe(`first load on the ${name}`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });

    for (const route of builtRoutes().filter((r) => !isAlias(r))) {
      test(`${decodeURIComponent(route)} requests nothing before the load event but the document, JS and what is above the fold`, async ({
        page,
      }) => {
        expect(await requestsBeforeLoad(page, route)).toEqual([]);
      });
    }

    for (const route of builtRoutes().filter((r) => !isAlias(r))) {
      test(`${decodeURIComponent(route)}: the page barely moves while loading, not even when the web font arrives`, async ({
        page,
      }) => {
        await page.addInitScript(() => {
          const state = window as unknown as { layoutShift: number };
          state.layoutShift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number }[]) state.layoutShift += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(route);
        await expect(page.locator('html')).not.toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
        await page.waitForFunction(() =>
          [...document.fonts].some((face) => /manrope/i.test(face.family) && face.status === 'loaded'),
        );
        // Two frames for the text to be laid out again in Manrope and the shift, if any, reported.
        const shift = await page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() => resolve((window as unknown as { layoutShift: number }).layoutShift)),
              ),
            ),
        );
        test.info().annotations.push({ type: 'cls', description: shift.toFixed(4) });
        // Metric-matched stand-ins keep lines where they were; a word that is wider in Manrope than the
        // stand-in's average can still move a line (0.03 at most in November 2026, "good" is under 0.1).
        expect(shift).toBeLessThan(0.05);
      });
    }

    for (const route of ['/', '/Nosotros', '/Servicios']) {
      test(`${route}: the JavaScript, the payload and the font are requested after the first paint, and the page hydrates`, async ({
        page,
      }) => {
        await page.goto(route);
        // Hydrated: the brand carousel's pause button, disabled in the HTML, works.
        await expect(page.getByRole('button', { name: 'Pausar carrusel' })).toBeEnabled();
        await expect(page.locator('html')).not.toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
        const { firstPaint, requests } = await page.evaluate(() => ({
          firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
          requests: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => /\/_next\/static\/((chunks|rsc)\/[^/]+\.js|media\/[^/]+\.woff2)$/.test(entry.name))
            .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
        }));
        expect(firstPaint).not.toBeNull();
        expect(requests.some((r) => r.url.endsWith('.woff2'))).toBe(true);
        expect(requests.filter((r) => r.url.endsWith('.js')).length).toBeGreaterThan(1);
        expect(requests.map((r) => r.url)).toContain(deferredScripts(htmlOf(route)).payload);
        expect(requests.filter((r) => r.startTime < firstPaint!)).toEqual([]);
      });
    }
  });
}
