// The bench's verdict against the floor measured in the same run: each route's ratios to the floor, the
// targets it misses, and the table printed at the end. Used by lighthouse.mts.
import type { FailedAudit, Metrics } from './lighthouse-run.mts';

export const FLOOR_LABEL = 'suelo (Next.js mínimo)';
// Issue targets against the floor measured in the same run: LCP ≤ 1.25 × floor, FCP ≤ floor + 100 ms,
// TBT ≤ floor.
// CLS 0 as Lighthouse reports it and the table prints it, to three decimals: a shift under 0.0005 reads 0.
export const TARGETS = { lcpRatio: 1.25, fcpExtraMs: 100, clsBelow: 0.0005 };

/** A target's medians over its runs, as the table and bench-results/latest.json show them. */
export interface Summary {
  route: string;
  label: string;
  url: string;
  finalUrl?: string;
  median: Metrics;
  runs: Metrics[];
  runtimeErrors: string[];
  runWarnings: string[];
  failedAudits: FailedAudit[];
  externalRequests: string[];
  ratios?: Ratios;
  missedTargets?: string[];
}

const RATIO_KEYS = { fcp: 'FCP×', lcp: 'LCP×', tbt: 'TBT×', bytes: 'Bytes×' } as const;
type RatioKey = keyof typeof RATIO_KEYS;
export type Ratios = Record<RatioKey, number | null>;
const ratioKeys = Object.keys(RATIO_KEYS) as RatioKey[];

/** The route's medians divided by the floor's (null when either is missing or the floor's is 0). */
export function ratios(m: Metrics, floor: Metrics): Ratios {
  const ratio = (key: RatioKey) => {
    const [value, base] = [m[key], floor[key]];
    return value != null && base ? value / base : null;
  };
  return { fcp: ratio('fcp'), lcp: ratio('lcp'), tbt: ratio('tbt'), bytes: ratio('bytes') };
}

/** The targets a route misses, against the floor of the same run. */
export function missedTargets(m: Metrics, floor: Metrics): string[] {
  const missed: string[] = [];
  if (m.lcp != null && floor.lcp != null && m.lcp > TARGETS.lcpRatio * floor.lcp) missed.push('LCP');
  if (m.fcp != null && floor.fcp != null && m.fcp > floor.fcp + TARGETS.fcpExtraMs) missed.push('FCP');
  if (m.tbt != null && floor.tbt != null && m.tbt > floor.tbt) missed.push('TBT');
  if (m.cls != null && m.cls >= TARGETS.clsBelow) missed.push('CLS');
  return missed;
}

/** A figure for a table cell: `—` where it is missing. */
export const fmt = (v: number | null | undefined, digits = 0) => (v == null ? '—' : v.toFixed(digits));

/**
 * The bench's tables: the header, the floor's row, the routes' rows and the medians' row, separated by rules;
 * the first column left-aligned, the figures right-aligned.
 */
export function layoutTable(header: string[], floor: string[], body: string[][], footer: string[]): string {
  const all = [header, floor, ...body, footer];
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, line(floor), rule, ...body.map(line), rule, line(footer)].join('\n');
}

export function formatTable(floor: Summary, rows: Summary[], summary: Metrics): string {
  const cells = (label: string, m: Metrics, r: Ratios | null | undefined, missed: string[] | null | undefined) => [
    label,
    fmt(m.performance),
    fmt(m.accessibility),
    fmt(m['best-practices']),
    fmt(m.seo),
    fmt(m.fcp),
    fmt(m.lcp),
    fmt(m.tbt),
    fmt(m.cls, 3),
    fmt(m.jsBytes == null ? null : m.jsBytes / 1024, 1),
    fmt(m.loadBytes == null ? null : m.loadBytes / 1024, 1),
    fmt(m.bytes == null ? null : m.bytes / 1024, 1),
    ...ratioKeys.map((key) => (r ? fmt(r[key], 2) : '1')),
    missed ? missed.join(' ') || 'ok' : '',
  ];
  const header = [
    'Ruta',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS KiB',
    'KiB carga',
    'KiB total',
  ]
    .concat(Object.values(RATIO_KEYS))
    .concat('Metas');
  const head = cells(FLOOR_LABEL, floor.median, null, null);
  const body = rows.map((row) => cells(row.label, row.median, row.ratios, row.missedTargets));
  const footer = cells(
    'Mediana de las rutas',
    summary,
    ratios(summary, floor.median),
    missedTargets(summary, floor.median),
  );
  return layoutTable(header, head, body, footer);
}
