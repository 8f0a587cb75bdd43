// The real-browser measure of the bench: each page loaded in Chromium under a phone's conditions, and two
// times read from the page itself. Used by lighthouse.mts, in the same run, with the same servers and the same
// Chromium (Playwright attached over CDP to the browser chrome-launcher started for Lighthouse: one browser for
// both measures, and a fresh browser context, so a cold cache, for every load).
//
// Conditions (CDP): a 390 × 844 phone viewport at device scale factor 3 with touch, the CPU slowed 4×
// (Emulation.setCPUThrottlingRate), and the network at 150 ms latency, 1.6 Mbps down and 750 kbps up
// (Network.emulateNetworkConditions), applied before the navigation starts.
//
// What is measured, in milliseconds from the navigation's start:
// - FCP: the browser's own first-contentful-paint entry (Paint Timing).
// - LCP: the browser's last largest-contentful-paint entry once the page has hydrated and loaded (no input
//   ends it earlier), recorded by the init script below: what the visitor sees painted, beside Lighthouse's
//   estimate of it.
// - Hydrated: the first moment a client button is live, that is, the first time React enables a <button>
//   the page shipped disabled: its `disabled` attribute goes away and it carries React's fiber key (a property
//   whose name starts with `__reactFiber$`). Every button of the site that only works with JavaScript is
//   `disabled` until its island has hydrated (hooks/useHydrated.ts), and so is the floor's one button
//   (floor-app/app/Counter.jsx), so both are read at the same event: the commit that opens the gates. An init
//   script (Page.addScriptToEvaluateOnNewDocument) watches the attribute with a MutationObserver, whose
//   callback runs right after that commit, and records `performance.now()`. A button that was never disabled
//   does not count: React marks it with its fiber key while hydration is still rendering, before anything
//   is committed. A page where no button is enabled within the time limit has no hydration time (shown as —).
// - All live: the moment the last such button is enabled, once none is left disabled (or, where a button
//   stays disabled, the last one enabled before two quiet seconds). The site hydrates its shell (the navbar)
//   first and the rest of the page in a later pass (components/layout/SiteShell.tsx): this is when the
//   contact form and the carousels work too. For the floor, with one button, it equals hydrated.
import { chromium, type Browser } from '@playwright/test';

import { median } from './lighthouse-run.mts';
import { fmt, layoutTable } from './lighthouse-table.mts';

/** The conditions of every load, recorded with the results. */
export const BROWSER_CONDITIONS: BrowserConditions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  cpuSlowdown: 4,
  network: { latencyMs: 150, downloadBytesPerSecond: 200_000, uploadBytesPerSecond: 93_750 },
};
export interface BrowserConditions {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
  cpuSlowdown: number;
  network: { latencyMs: number; downloadBytesPerSecond: number; uploadBytesPerSecond: number };
}

// Targets against the floor measured in the same run: hydrated ≤ 1.25 × floor, FCP ≤ floor + 100 ms.
export const BROWSER_TARGETS = { hydratedRatio: 1.25, fcpExtraMs: 100 };

/** How long one load may take before it counts as never hydrated. */
const LOAD_LIMIT_MS = 30_000;

export interface BrowserMetrics {
  fcp: number | null;
  lcp: number | null;
  hydrated: number | null;
  allLive: number | null;
}
export interface BrowserRunResult {
  metrics: BrowserMetrics;
  error?: string;
}

// Runs in every document before its own scripts: the hydration clock and the LCP record defined above.
const HYDRATION_PROBE = `(() => {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((records) => {
    for (const { target } of records) {
      const enabledByReact =
        target instanceof HTMLButtonElement &&
        !target.disabled &&
        Object.keys(target).some((key) => key.startsWith('__reactFiber$'));
      if (!enabledByReact) continue;
      const now = performance.now();
      window.__benchHydratedAt ??= now;
      window.__benchLastEnabledAt = now;
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
})();`;

interface ProbeWindow {
  __benchHydratedAt?: number;
  __benchLastEnabledAt?: number;
  __benchLcp?: number;
}

/** How long no button may be enabled before a page whose buttons are not all live counts as settled. */
const QUIET_MS = 2_000;

/**
 * Attaches to the Chromium listening on `port`; `close` detaches and leaves the browser running. `conditions`
 * other than the bench's are for checking the measure itself (e.g. that hydrated moves with the CPU).
 */
export async function attachBrowser(
  port: number,
  conditions: BrowserConditions = BROWSER_CONDITIONS,
): Promise<{ measure: (url: string) => Promise<BrowserRunResult>; close: () => Promise<void> }> {
  const browser: Browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const measure = async (url: string): Promise<BrowserRunResult> => {
    const { viewport, deviceScaleFactor, isMobile, hasTouch, cpuSlowdown, network } = conditions;
    const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch });
    try {
      await context.addInitScript(HYDRATION_PROBE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: network.latencyMs,
        downloadThroughput: network.downloadBytesPerSecond,
        uploadThroughput: network.uploadBytesPerSecond,
      });
      await page.goto(url, { waitUntil: 'commit', timeout: LOAD_LIMIT_MS });
      const hydrated = await page
        .waitForFunction(() => (window as ProbeWindow).__benchHydratedAt, undefined, {
          timeout: LOAD_LIMIT_MS,
          polling: 100,
        })
        .then((handle) => handle.jsonValue() as Promise<number>)
        .catch(() => null);
      const fcp = await page
        .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, {
          timeout: 5_000,
          polling: 100,
        })
        .then((handle) => handle.jsonValue() as Promise<number>)
        .catch(() => null);
      const lcp = await page
        .waitForFunction(() => document.readyState === 'complete' && (window as ProbeWindow).__benchLcp, undefined, {
          timeout: 5_000,
          polling: 100,
        })
        .then((handle) => handle.jsonValue() as Promise<number>)
        .catch(() => null);
      const allLive =
        hydrated == null
          ? null
          : await page
              .waitForFunction(
                (quietMs) => {
                  const last = (window as ProbeWindow).__benchLastEnabledAt ?? 0;
                  const settled =
                    !document.querySelector('button[disabled]') ||
                    (document.readyState === 'complete' && performance.now() - last > quietMs);
                  return settled && last;
                },
                QUIET_MS,
                { timeout: LOAD_LIMIT_MS, polling: 100 },
              )
              .then((handle) => handle.jsonValue() as Promise<number>)
              .catch(() => null);
      return {
        metrics: { fcp, lcp, hydrated, allLive },
        error: hydrated == null ? 'ningún botón quedó activo' : undefined,
      };
    } catch (error) {
      return {
        metrics: { fcp: null, lcp: null, hydrated: null, allLive: null },
        error: error instanceof Error ? error.message : String(error),
      };
    } finally {
      await context.close().catch(() => undefined);
    }
  };
  return { measure, close: () => browser.close() };
}

export const browserMedians = (samples: BrowserMetrics[]): BrowserMetrics => ({
  fcp: median(samples.map((s) => s.fcp)),
  lcp: median(samples.map((s) => s.lcp)),
  hydrated: median(samples.map((s) => s.hydrated)),
  allLive: median(samples.map((s) => s.allLive)),
});

/** A target's medians over its runs, as the table and bench-results/latest.json show them. */
export interface BrowserSummary {
  route: string;
  label: string;
  url: string;
  median: BrowserMetrics;
  runs: BrowserMetrics[];
  errors: string[];
  fcpOverFloorMs?: number | null;
  hydratedRatio?: number | null;
  missedTargets?: string[];
}

/** Compares a route's medians with the floor's: FCP − floor FCP, hydrated ÷ floor hydrated, missed targets. */
export function compareToFloor(row: BrowserSummary, floor: BrowserMetrics): BrowserSummary {
  const { fcp, hydrated } = row.median;
  const fcpOverFloorMs = fcp != null && floor.fcp != null ? fcp - floor.fcp : null;
  const hydratedRatio = hydrated != null && floor.hydrated ? hydrated / floor.hydrated : null;
  const missed: string[] = [];
  if (hydrated == null || (hydratedRatio != null && hydratedRatio > BROWSER_TARGETS.hydratedRatio))
    missed.push('hidratación');
  if (fcpOverFloorMs != null && fcpOverFloorMs > BROWSER_TARGETS.fcpExtraMs) missed.push('FCP');
  return { ...row, fcpOverFloorMs, hydratedRatio, missedTargets: missed };
}

export function formatBrowserTable(
  floor: BrowserSummary,
  rows: BrowserSummary[],
  summary: BrowserSummary,
  floorLabel: string,
): string {
  const header = [
    'Ruta',
    'FCP ms',
    'LCP ms',
    'Hidratada ms',
    'Todo activo ms',
    'FCP − suelo ms',
    'Hidratada × suelo',
    'Metas',
  ];
  const cells = (row: BrowserSummary, label: string) => [
    label,
    fmt(row.median.fcp),
    fmt(row.median.lcp),
    fmt(row.median.hydrated),
    fmt(row.median.allLive),
    row.fcpOverFloorMs === undefined ? '0' : fmt(row.fcpOverFloorMs),
    row.hydratedRatio === undefined ? '1' : fmt(row.hydratedRatio, 2),
    row.missedTargets ? row.missedTargets.join(' ') || 'ok' : '',
  ];
  const head = cells(floor, floorLabel);
  const body = rows.map((row) => cells(row, row.label));
  const footer = cells(summary, summary.label);
  return layoutTable(header, head, body, footer);
}
