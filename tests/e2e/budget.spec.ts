import type { Page } from '@playwright/test';

import { deferredScripts, FONT_DEFERRED_ATTRIBUTE } from '../../tooling/build/paint-first-markup';
import { builtRoutes, expect, htmlOf, isAlias, test } from './fixtures';

// The budgets of a first load in a browser; the ones read from the export itself are tests/export/budget.spec.ts.

// ---------- the first load in a browser: what is requested before the load event ----------

// Chromium's lazy-loading distance, plus 250 px of slack: positions are read after load, when the layout
// above may have grown a little since the fetch.
const LAZY_LOADING_DISTANCE = 1250 + 250;

/**
 * Requests before the load event besides the document, the page's inlined CSS, its JavaScript chunks and its
 * payload file (fetched at low priority while the document is parsed; the loader runs them after the first
 * contentful paint).
 * The allowance, each for a reason:
 * - `img` without `loading="lazy"`: the navbar logo and the page's opening image, both in the first screen;
 * - the navbar video's small poster, the band behind the first screen's menu until the video starts;
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
        // stand-in's average can still move a line (measured in docs/decisions/performance.md; "good" is under 0.1).
        expect(shift).toBeLessThan(0.05);
      });
    }

    for (const route of ['/', '/Nosotros', '/Servicios']) {
      test(`${route}: the JavaScript and the payload run after the first contentful paint, the navbar works before the rest of the page, and the font is requested once it does`, async ({
        page,
      }) => {
        // When each framework script is added to the page (the loader adds them; their files may already be in
        // the browser's cache from the document's low-priority preloads), and when each button the HTML ships
        // disabled until hydration is enabled, by where it is.
        await page.addInitScript(() => {
          const added: { src: string; at: number }[] = [];
          const enabled: { where: string; at: number }[] = [];
          Object.assign(window, { addedScripts: added, enabledButtons: enabled });
          new MutationObserver((records) => {
            for (const record of records) {
              for (const node of record.addedNodes)
                if (node instanceof HTMLScriptElement && node.src.includes('/_next/static/'))
                  added.push({ src: new URL(node.src).pathname, at: performance.now() });
              const { target } = record;
              if (record.type === 'attributes' && target instanceof HTMLButtonElement && !target.disabled) {
                const block = target.closest('header, main, section, footer');
                enabled.push({ where: block?.id || block?.localName || 'body', at: performance.now() });
              }
            }
          }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
        });
        await page.goto(route);
        // Hydrated: the contact form's button and the brand carousel's pause button, disabled in the HTML, work.
        await expect(page.locator('#contacto').getByRole('button', { name: 'ENVIAR MENSAJE' })).toBeEnabled();
        await expect(page.getByRole('button', { name: 'Pausar carrusel' })).toBeEnabled();
        await expect(page.locator('html')).not.toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
        const { contentfulPaint, added, enabled, fonts } = await page.evaluate(() => ({
          contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          added: (window as unknown as { addedScripts: { src: string; at: number }[] }).addedScripts,
          enabled: (window as unknown as { enabledButtons: { where: string; at: number }[] }).enabledButtons,
          fonts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => /\/_next\/static\/media\/[^/]+\.woff2$/.test(entry.name))
            .map((entry) => entry.startTime),
        }));
        expect(contentfulPaint).not.toBeNull();
        const { payload, scripts } = deferredScripts(htmlOf(route));
        // The loader's additions, in its order (the router adds some chunks again later; the document's own
        // `nomodule` polyfill tag, which a current browser neither fetches nor runs, is not one of them).
        const fromLoader = added.filter((script) => [payload, ...scripts].includes(script.src));
        expect(fromLoader.slice(0, scripts.length + 1).map((script) => script.src)).toEqual([payload, ...scripts]);
        expect(fromLoader.filter((script) => script.at < contentfulPaint!)).toEqual([]);
        // The shell (the navbar) hydrates in a pass of its own, before the page's blocks (SiteShell.tsx).
        const navbarLive = enabled.find((button) => button.where === 'header')?.at;
        const contactLive = enabled.find((button) => button.where === 'contacto')?.at;
        expect(navbarLive).toBeDefined();
        expect(contactLive).toBeDefined();
        expect(navbarLive!).toBeLessThan(contactLive!);
        // The font waits for the shell: requested after the navbar's controls work, never before.
        expect(fonts.length).toBeGreaterThan(0);
        expect(fonts.filter((at) => at < contentfulPaint! || at < navbarLive!)).toEqual([]);
      });
    }
  });
}
