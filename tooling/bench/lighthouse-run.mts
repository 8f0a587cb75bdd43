// One Lighthouse run of a page and the figures the bench reads from its report: the four category scores, the
// paint and blocking metrics, the bytes of the page's own load, the failed audits and any request that left
// the machine. Used by lighthouse.mts.
import { writeFileSync } from 'node:fs';

import type { Audit, Lighthouse, LighthouseReport } from './lighthouse-install.mts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const METRICS = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'jsBytes',
  'loadBytes',
  'bytes',
] as const;
export type Metric = (typeof METRICS)[number];
export type Metrics = Record<Metric, number | null>;

export interface FailedAudit {
  category: string;
  id: string;
  title: string;
  weight: number;
  displayValue?: string;
  examples: string[];
}
export interface RunResult {
  metrics: Metrics;
  finalUrl?: string;
  runtimeError?: string;
  runWarnings: string[];
  failedAudits: FailedAudit[];
  externalRequests: string[];
  environment?: { lighthouseVersion: string; userAgent?: string; benchmarkIndex?: number };
}

/** Lighthouse's table details as the rows this bench reads (each audit's details are a union of shapes). */
type Audits = LighthouseReport['audits'];
interface NetworkRequestRow {
  url: string;
  resourceType?: string;
  networkRequestTime: number;
  transferSize?: number;
}
interface ResourceSummaryRow {
  resourceType: string;
  transferSize: number;
}
interface DetailRow {
  description?: string;
  source?: string | { snippet?: string; value?: string };
  node?: { snippet?: string };
  url?: string;
  sourceLocation?: { url?: string };
}
const tableItems = <Row,>(audit: Audit | undefined): Row[] | undefined => audit?.details?.items as Row[] | undefined;

export const emptyMetrics = (): Metrics => Object.fromEntries(METRICS.map((key) => [key, null])) as Metrics;
export const medians = (samples: Metrics[]): Metrics =>
  Object.fromEntries(METRICS.map((key) => [key, median(samples.map((m) => m[key]))])) as Metrics;

export const median = (values: (number | null)[]): number | null => {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Bytes of the page's own load: every request until the router's first one (a `fetch`: the site makes none of
 * its own, and the router starts prefetching the pages it links to once the page has hydrated), without the
 * navbar's video, which waits for the load event on purpose. The load event itself comes before the
 * framework's scripts (tooling/build/paint-first.ts), so counting up to it would leave them out.
 */
function pageLoadBytes(audits: Audits): number | null {
  const requests = tableItems<NetworkRequestRow>(audits['network-requests']);
  if (!requests) return null;
  const cutoff = Math.min(...requests.filter((r) => r.resourceType === 'Fetch').map((r) => r.networkRequestTime));
  return requests
    .filter((r) => r.networkRequestTime < cutoff && r.resourceType !== 'Media')
    .reduce((sum, r) => sum + (r.transferSize || 0), 0);
}

function scriptTransferBytes(audits: Audits): number | null {
  const summary = tableItems<ResourceSummaryRow>(audits['resource-summary'])?.find(
    (item) => item.resourceType === 'script',
  );
  if (summary) return summary.transferSize;
  const requests = tableItems<NetworkRequestRow>(audits['network-requests']);
  if (!requests) return null;
  return requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize || 0), 0);
}

/** Failed (score < 1) audits of the non-performance categories: the actionable part for the site. */
function failedAudits(lhr: LighthouseReport): FailedAudit[] {
  const failed: FailedAudit[] = [];
  for (const id of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      const scored = ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode);
      if (scored && audit.score !== null && audit.score < 1) {
        // A few offending items (console message, element, URL…) so the JSON says what to fix.
        const examples = (tableItems<DetailRow>(audit) ?? [])
          .slice(0, 5)
          .map((item) =>
            [
              item.description,
              typeof item.source === 'string' ? item.source : (item.source?.snippet ?? item.source?.value),
              item.node?.snippet,
              item.url ?? item.sourceLocation?.url,
            ]
              .filter(Boolean)
              .join(' · '),
          );
        const { title, displayValue } = audit;
        failed.push({ category: id, id: ref.id, title, weight: ref.weight, displayValue, examples });
      }
    }
  }
  return failed;
}

/** Lighthouse on `url` through the Chromium listening on `port`; `reportFile` keeps the whole report. */
export async function runLighthouse(
  lighthouse: Lighthouse,
  url: string,
  port: number,
  notFound: boolean,
  reportFile: string | false,
): Promise<RunResult> {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // Otherwise Lighthouse treats the 404 status as a failed load and scores nothing.
    ignoreStatusCode: notFound,
  });
  if (!result) throw new Error(`Lighthouse no devolvió resultados para ${url}`);
  const { lhr } = result;
  if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const value = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const requestUrls = (tableItems<NetworkRequestRow>(lhr.audits['network-requests']) ?? []).map((r) => r.url);
  return {
    metrics: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      jsBytes: scriptTransferBytes(lhr.audits),
      loadBytes: pageLoadBytes(lhr.audits),
      // Everything transferred until the page went quiet (document, CSS, JS, images, fonts, media).
      bytes: value('total-byte-weight'),
    },
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    runWarnings: lhr.runWarnings,
    failedAudits: failedAudits(lhr),
    // The site must not leave the machine; flag anything that is not our server (data: URLs are fine).
    externalRequests: requestUrls.filter((u) => /^(https?|wss?):/.test(u) && new URL(u).host !== new URL(url).host),
    environment: {
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
    },
  };
}
