import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

import { exportedPages, fileOfRoute, kindOf } from '../../tooling/export/pages';
import { navbarCopy } from './content';

const LOOPBACK = /^(https?|wss?):\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\//;

interface Guards {
  /** Requests the page tried to send anywhere but loopback (all are blocked), as they fail. */
  foreignRequests: string[];
  /** Console errors, uncaught exceptions and Content-Security-Policy violations. */
  errors: string[];
}

/**
 * Every test runs with the network cut to loopback (tooling/servers/browsers.ts) and fails if the page tried to
 * reach another host, logged an error or broke its CSP. Only failed requests are watched (cheaper than every one).
 */
export const test = base.extend<{ guards: Guards }>({
  guards: [
    async ({ context, page }, use) => {
      const guards: Guards = { foreignRequests: [], errors: [] };
      // On the context, so that popups (links opened in a new tab) are covered too.
      context.on('requestfailed', (request) => {
        const url = request.url();
        if (!LOOPBACK.test(url) && !url.startsWith('data:') && !url.startsWith('blob:'))
          guards.foreignRequests.push(url);
      });
      page.on('console', (message) => {
        // "Failed to load resource" is reported with its URL by the response listener below.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          guards.errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => guards.errors.push(error.message));
      // Reported from inside every document, before any of its scripts runs.
      await context.exposeBinding('__reportCspViolation', (_source, report: string) => guards.errors.push(report));
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as { __reportCspViolation: (report: string) => void })
              .__reportCspViolation;
            report(`CSP: ${event.effectiveDirective} bloqueó ${event.blockedURI || 'inline'} en ${event.documentURI}`);
          },
          true,
        );
      });
      // The console does not name the failed resource: the response does.
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.request().isNavigationRequest()) {
          guards.errors.push(`${response.status()} ${decodeURIComponent(response.url())}`);
        }
      });
      await use(guards);
      expect(guards.foreignRequests, 'requests to third parties').toEqual([]);
      expect(guards.errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The navbar's video button: disabled in the exported HTML, enabled once the page's shell has hydrated. */
export const videoToggle = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^(${navbarCopy.pauseVideo}|${navbarCopy.playVideo})$`) });

/** The navbar video's poster, the image the video plays over. */
export const videoPoster = (page: Page) => page.locator('header img[src="/media/fondo-navbar-poster.jpg"]');

/** Waits until the page's shell works (the video button is enabled the commit after the anchor links' handler). */
export async function shellHydrated(page: Page): Promise<void> {
  await expect(videoToggle(page)).toBeEnabled();
}

/** Waits until the whole page has hydrated: the contact form's button, disabled in the exported HTML, works. */
export async function pageHydrated(page: Page): Promise<void> {
  await expect(page.locator('#contacto').getByRole('button', { name: 'ENVIAR MENSAJE' })).toBeEnabled();
}

export const outDir = path.resolve(__dirname, '../../out');

/** Every page of the export as a URL path, error pages and alias documents included; not Next's nor the CMS's. */
export function builtRoutes(): string[] {
  return exportedPages(outDir)
    .filter((page) => page.kind !== 'framework')
    .map((page) => page.route)
    .sort();
}

/** The exported document of a route, as the hosts send it. */
export const htmlOf = (route: string) => readFileSync(path.join(outDir, fileOfRoute(route)), 'utf8');

/** Whether a route is an alias's redirect document rather than a page. */
export const isAlias = (route: string) => kindOf(fileOfRoute(route)) === 'alias';

/** axe-core, WCAG 2.1 A and AA, in the page itself (no frames of other origins), on the page or `include`. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({
      resultTypes: ['violations'],
      // WCAG 2.5.3 (label in name): axe tags it wcag21a but leaves it off as experimental; a link or button
      // must be named by at least the words it shows.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** Lays out the bands the browser skips off screen (content-visibility: auto), to read the page without scrolling. */
export async function layOutWholePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  });
}

/** Scrolls through the page so that lazy images and reveal-on-scroll content are drawn. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}
