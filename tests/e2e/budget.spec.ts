import type { Page } from '@playwright/test';

import { FONT_IN_TAB } from '../../lib/paintFirst';
import { deferredScripts, FONT_DEFERRED_ATTRIBUTE } from '../../tooling/build/paint-first-markup';
import { builtRoutes, expect, htmlOf, isAlias, pageHydrated, test } from './fixtures';

// The budgets of a first load in a browser; the ones read from the export itself are tests/export/budget.spec.ts.

// ---------- the first load in a browser: what is requested before the load event ----------

// Chromium's lazy-loading distance, plus 250 px of slack: positions are read after load, when the layout
// above may have grown a little since the fetch.
const LAZY_LOADING_DISTANCE = 1250 + 250;

/** The web font's file, by its path in the export: a pattern's source, so that code run in the page can use it too. */
const WEB_FONT_FILE = String.raw`/_next/static/media/[^/]+\.woff2$`;
/** The same, for a request's path. */
const WEB_FONT_PATH = new RegExp(`^${WEB_FONT_FILE}`);

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
    if (WEB_FONT_PATH.test(url.pathname)) continue;
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

// ---------- layout shift and the web font ----------

/** Keeps, from the start of the page's load, every layout shift the browser reports, with its time. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; at: number }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; startTime: number }[])
        shifts.push({ value: entry.value, at: entry.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shift so far, two frames on (the last change laid out and reported), in two parts: while the page
 * loads, until the web font's file is in, and since (the switch to the font and anything after it).
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    (fontFile) =>
      new Promise<{ loading: number; sinceFont: number }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const fontIn = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
              new RegExp(fontFile).test(entry.name),
            )?.responseEnd;
            const shifts = (window as unknown as { layoutShifts: { value: number; at: number }[] }).layoutShifts;
            const sum = (list: typeof shifts) => list.reduce((total, shift) => total + shift.value, 0);
            resolve({
              loading: sum(shifts.filter((shift) => fontIn === undefined || shift.at < fontIn)),
              sinceFont: sum(shifts.filter((shift) => fontIn !== undefined && shift.at >= fontIn)),
            });
          }),
        ),
      ),
    WEB_FONT_FILE,
  );

/** Manrope has been downloaded, so the page has switched to it or held it back (in the same task). */
const fontDecided = (page: Page) =>
  page.waitForFunction(() =>
    [...document.fonts].some((face) => /manrope/i.test(face.family) && face.status === 'loaded'),
  );

for (const [name, viewport, isMobile] of [
  ['phone', { width: 390, height: 844 }, true],
  ['desktop', { width: 1440, height: 900 }, false],
] as const) {
  test.describe(`first load on the ${name}`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });

    // One load of each page for both checks: what it requests before the load event, and how much it moves.
    for (const route of builtRoutes().filter((r) => !isAlias(r))) {
      test(`${decodeURIComponent(route)} requests nothing before the load event but the document, JS and what is above the fold, and does not move while loading, nor when the web font arrives`, async ({
        page,
      }) => {
        await watchLayoutShift(page);
        expect.soft(await requestsBeforeLoad(page, route), 'requested before the load event').toEqual([]);
        await fontDecided(page);
        const { loading, sinceFont } = await layoutShift(page);
        const shown = !(await page.locator('html').getAttribute(FONT_DEFERRED_ATTRIBUTE));
        test.info().annotations.push({
          type: 'cls',
          description: `${loading.toFixed(4)} loading, ${sinceFont.toFixed(4)} since the font (${shown ? 'shown' : 'held back'})`,
        });
        // Loading: 0 on almost every load; the first load in a fresh browser can move once before any script
        // runs (measured up to 0.036; "good" is under 0.1).
        expect(loading, 'layout shift while loading').toBeLessThan(0.05);
        // The switch to Manrope is made only where it moves nothing on screen (components/layout/WebFontSwitch):
        // what remains rounds to 0 in Lighthouse's three decimals (the desktop navbar's labels, 0.0002).
        expect(sinceFont, 'layout shift since the web font arrived').toBeLessThan(0.001);
      });
    }

    for (const route of ['/', '/Nosotros', '/Servicios']) {
      test(`${route}: the JavaScript and the payload run after the first contentful paint (all but the largest chunks requested at it), the navbar works before the rest of the page, and the font is requested once it does`, async ({
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
        await pageHydrated(page);
        await expect(page.getByRole('button', { name: 'Pausar carrusel' })).toBeEnabled();
        await fontDecided(page);
        const { contentfulPaint, added, enabled, requested } = await page.evaluate(() => ({
          contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          added: (window as unknown as { addedScripts: { src: string; at: number }[] }).addedScripts,
          enabled: (window as unknown as { enabledButtons: { where: string; at: number }[] }).enabledButtons,
          requested: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
            src: new URL(entry.name).pathname,
            at: entry.startTime,
          })),
        }));
        const fonts = requested.filter((entry) => WEB_FONT_PATH.test(entry.src)).map((entry) => entry.at);
        expect(contentfulPaint).not.toBeNull();
        const { payload, scripts, atPaint } = deferredScripts(htmlOf(route));
        // Requested while the document is parsed: the largest chunks; at the first paint: the payload and the rest.
        const requestedAt = (src: string) => requested.find((entry) => entry.src === src)?.at;
        expect(atPaint).toContain(payload);
        for (const src of [payload!, ...scripts])
          if (atPaint.includes(src)) expect(requestedAt(src), src).toBeGreaterThanOrEqual(contentfulPaint!);
          else expect(requestedAt(src), src).toBeLessThan(contentfulPaint!);
        // The loader's additions, in its order, and each file once: the payload renders the page's chunks as
        // `<script async>` elements too, and React adds none of its own where it finds the loader's (the
        // document's own `nomodule` polyfill tag, which a current browser neither fetches nor runs, is not one).
        const fromLoader = added.filter((script) => [payload, ...scripts].includes(script.src));
        expect(fromLoader.map((script) => script.src)).toEqual([payload, ...scripts]);
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

test.describe('the web font where switching to it would move the page', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // The opening band's heading made taller in Manrope than in its stand-in (a style sheet of the test's own,
  // adopted by the document: no element for the page's CSP to refuse), as a heading that takes a line more
  // would be: the switch would push everything under it.
  test.beforeEach(async ({ page }) => {
    await watchLayoutShift(page);
    await page.addInitScript(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('html:not([data-font-deferred]) h1 { padding-top: 6rem }');
      document.adoptedStyleSheets = [sheet];
    });
    await page.goto('/');
    await fontDecided(page);
  });

  test('the page keeps its stand-in until the visitor scrolls the moving part out of sight', async ({ page }) => {
    const html = page.locator('html');
    expect((await layoutShift(page)).sinceFont).toBeLessThan(0.001);
    await expect(html).toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
    // Still on the opening band: the heading would still push what is on screen.
    await page.evaluate(() => scrollBy(0, 200));
    await page.waitForTimeout(500);
    await expect(html).toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
    // Further down, the browser's scroll anchoring keeps what is on screen in place as the heading above grows.
    // Step by step, as a finger scrolls: a jump of thousands of pixels would lay out the blocks drawn only near
    // the screen (content-visibility) while in sight, a shift of its own.
    for (let step = 0; step < 10; step++) {
      await page.evaluate(() => scrollBy(0, 250));
      await page.waitForTimeout(50);
    }
    await expect(html).not.toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
    await expect(page.locator('h1')).toHaveCSS('font-family', /^"?manrope"?,/i);
    expect((await layoutShift(page)).sinceFont).toBeLessThan(0.001);
  });

  test('the next page the visitor opens has the font', async ({ page }) => {
    await expect(page.locator('html')).toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
    await page.getByRole('link', { name: 'Ver productos y servicios' }).click();
    await expect(page).toHaveURL(/\/Servicios$/);
    await expect(page.locator('html')).not.toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
  });
});

test.describe('the web font on the later pages of a tab', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // Whether the text starts in the stand-in: the attribute once the document is parsed (DOMContentLoaded, before
  // the loader has even added the framework's scripts, let alone hydration), for each document the tab loads.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((attribute) => {
      document.addEventListener('DOMContentLoaded', () =>
        Object.assign(window, { deferredWhenParsed: document.documentElement.hasAttribute(attribute) }),
      );
    }, FONT_DEFERRED_ATTRIBUTE);
  });
  const deferredWhenParsed = (page: Page) =>
    page.evaluate(() => (window as unknown as { deferredWhenParsed?: boolean }).deferredWhenParsed);

  test('once Manrope is in, a page loaded later in the tab is drawn in it from the first paint', async ({ page }) => {
    await page.goto('/');
    expect(await deferredWhenParsed(page)).toBe(true);
    await fontDecided(page);
    await expect.poll(() => page.evaluate(() => window.name)).toBe(FONT_IN_TAB);

    await page.goto('/Nosotros');
    expect(await deferredWhenParsed(page)).toBe(false);
    await expect(page.locator('h1')).toHaveCSS('font-family', /^"?manrope"?,/i);
  });

  test('a tab named by someone else keeps its name, and its pages start in the stand-in', async ({ page }) => {
    await page.addInitScript(() => {
      if (!window.name) window.name = 'ventana-de-otra-aplicacion';
    });
    await page.goto('/');
    await fontDecided(page);
    expect(await page.evaluate(() => window.name)).toBe('ventana-de-otra-aplicacion');

    await page.goto('/Nosotros');
    expect(await deferredWhenParsed(page)).toBe(true);
  });
});

test.describe("the first screen on a phone's processor", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // The error page's band is its own section (components/pages/NotFoundPage.tsx), followed by the same break.
  for (const route of ['/', '/Nosotros', '/Servicios', '/en/about', '/pagina-que-no-existe']) {
    test(`${route}: the opening band is painted before the rest of the page is parsed`, async ({ page }) => {
      // What each frame would draw, from the document's start: read in the frame's animation callbacks, before its
      // style, layout and paint; recorded for the first frame that has the page's heading.
      await page.addInitScript(() => {
        const tick = () => {
          if (!document.querySelector('h1')) {
            requestAnimationFrame(tick);
            return;
          }
          Object.assign(window, {
            firstFrameWithHeading: {
              sectionHeadings: document.querySelectorAll('h2').length,
              footer: document.querySelector('footer') !== null,
            },
          });
        };
        requestAnimationFrame(tick);
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(route);
      const frame = await page.waitForFunction(
        () => (window as unknown as { firstFrameWithHeading?: object }).firstFrameWithHeading,
      );
      // The parser stopped at the break after the band (components/layout/FirstScreenBreak.tsx), or within the band,
      // so the frame has the navbar and the band, and none of the sections that follow.
      expect(await frame.jsonValue()).toEqual({ sectionHeadings: 0, footer: false });
    });
  }
});
