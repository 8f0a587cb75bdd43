import type { Page } from '@playwright/test';

import { builtRoutes, expect, isAlias, pageHydrated, test } from './fixtures';

// The first load in a browser: what it requests before the load event, and that nothing moves.

// Chromium's lazy-loading distance, plus slack: positions are read after load, when the layout may have grown.
const LAZY_LOADING_DISTANCE = 1250 + 250;

/** What the page requests before its load event besides its code, the font, the poster, prefetches and near images. */
async function requestsBeforeLoad(page: Page, route: string) {
  const response = await page.goto(route, { waitUntil: 'load' });
  expect(response?.status()).toBeLessThan(500);
  const nearFold = page.viewportSize()!.height + LAZY_LOADING_DISTANCE;
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
  return early
    .filter(({ url, type }) => {
      const { pathname, href } = new URL(url);
      if (/^\/_next\/static\/(chunks\/[^/]+\.(js|css)|media\/[^/]+\.woff2)$/.test(pathname)) return false;
      if (type === 'fetch' || pathname === '/media/fondo-navbar-poster.jpg') return false;
      return !images.some((img) => img.src === href && (!img.lazy || img.top < nearFold));
    })
    .map(({ url, type }) => `${type} ${decodeURIComponent(new URL(url).pathname)}`);
}

/** Every layout shift from the start of the load but those of a half-parsed header (a busy machine paints it). */
const watchLayoutShift = (page: Page) =>
  page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    const describe = (node?: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ''}.${node.classList[0] ?? ''}`
        : `${node?.nodeName}`;
    type Shift = { value: number; startTime: number; sources: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const parsed = navigation?.domInteractive || Infinity;
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const inHeader = entry.sources.every((source) => source.node?.parentElement?.closest('header'));
        const moved = entry.sources.map((source) => describe(source.node));
        if (!(entry.startTime < parsed && entry.sources.length > 0 && inHeader))
          shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shifts so far and what moved, once the font is in and two frames later (the last change reported). */
const layoutShift = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts;
  });

for (const [name, viewport, isMobile] of [
  ['phone', { width: 390, height: 844 }, true],
  ['desktop', { width: 1440, height: 900 }, false],
] as const) {
  test.describe(`first load on the ${name}`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });

    for (const route of builtRoutes().filter((r) => !isAlias(r))) {
      test(`${decodeURIComponent(route)} requests nothing before the load event but the document, its code, the font and what is above the fold, and nothing moves`, async ({
        page,
      }) => {
        await watchLayoutShift(page);
        expect.soft(await requestsBeforeLoad(page, route), 'requested before the load event').toEqual([]);
        const shifts = await layoutShift(page);
        const what = shifts.map(({ value, moved }) => `${value.toFixed(4)}: ${moved.join(', ')}`).join('; ');
        expect(
          shifts.reduce((sum, { value }) => sum + value, 0),
          `layout shift (${what})`,
        ).toBeLessThan(0.001);
      });
    }
  });
}

test.describe('hydration on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const route of ['/', '/Nosotros', '/Servicios']) {
    test(`${route}: the navbar works before the rest of the page`, async ({ page }) => {
      // When each button the HTML ships disabled until hydration is enabled, by the block it is in.
      await page.addInitScript(() => {
        const enabled: { where: string; at: number }[] = [];
        Object.assign(window, { enabledButtons: enabled });
        new MutationObserver((records) => {
          for (const { target } of records) {
            if (!(target instanceof HTMLButtonElement) || target.disabled) continue;
            const block = target.closest('header, main, section, footer');
            enabled.push({ where: block?.id || block?.localName || 'body', at: performance.now() });
          }
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
      });
      await page.goto(route);
      await pageHydrated(page);
      const enabled = await page.evaluate(
        () => (window as unknown as { enabledButtons: { where: string; at: number }[] }).enabledButtons,
      );
      const navbar = enabled.find((button) => button.where === 'header')?.at;
      const contact = enabled.find((button) => button.where === 'contacto')?.at;
      expect(navbar).toBeDefined();
      expect(contact).toBeDefined();
      expect(navbar!).toBeLessThan(contact!);
    });
  }
});
