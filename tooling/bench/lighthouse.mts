// Lighthouse benchmark of every built route beside "the floor": a minimal Next.js static export (one page,
// one client component; its sources are floor-app/) built in a temporary folder with the project's own
// next/react, served the same way.
// Usage: npm run bench [-- [--runs N] [--port P] [--informes] [/ruta …]]   (N > 1 → median of the N runs per route;
// --informes keeps every full Lighthouse report in bench-results/informes/, to open in the Lighthouse viewer)
// Mobile profile (Lighthouse default config: mobile emulation + simulated throttling). Pages run one after
// another (parallel runs on a 2-core machine would skew each other); each run measures the floor first and
// then every route, so machine load hits both alike. Writes bench-results/latest.json.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';

import { cmsPage } from '../../deploy/host-rules.mjs';
// The same Chromium and flags as the rest of the tooling, so numbers are comparable between machines and runs.
import chromium from '../servers/chromium.json' with { type: 'json' };
import { freePorts } from '../servers/free-ports.mts';
import { waitForServer } from '../servers/wait-for-server.mts';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'out');
const resultsDir = path.join(root, 'bench-results');
const reportsDir = path.join(resultsDir, 'informes');
const floorSources = path.join(import.meta.dirname, 'floor-app');
const serverScript = path.join(root, 'tooling', 'servers', 'serve.mts');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_PATH = process.env.CHROMIUM_PATH || chromium.defaultPath;
const CHROME_FLAGS = ['--headless=new', ...chromium.args];
// Any unknown path gets the exported 404.html with status 404.
const NOT_FOUND_ROUTE = '/pagina-inexistente';
const FLOOR_LABEL = 'suelo (Next.js mínimo)';
// Issue targets against the floor measured in the same run: LCP ≤ 1.25 × floor, FCP ≤ floor + 100 ms,
// TBT ≤ floor.
const TARGETS = { lcpRatio: 1.25, fcpExtraMs: 100 };

/** The post-build step that precompresses an export (scripts/postbuild.mjs, plain JavaScript: its shape is stated here). */
interface PostBuild {
  precompress: (dir: string) => number;
}
const { precompress } = (await import(pathToFileURL(path.join(root, 'scripts', 'postbuild.mjs')).href)) as PostBuild;

const METRICS = [
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
type Metric = (typeof METRICS)[number];
type Metrics = Record<Metric, number | null>;

interface Options {
  runs: number;
  port: number;
  reports: boolean;
  filters: string[];
}
interface Route {
  route: string;
  notFound?: boolean;
}
interface Target extends Route {
  url: string;
  label?: string;
}
interface FailedAudit {
  category: string;
  id: string;
  title: string;
  weight: number;
  displayValue?: string;
  examples: string[];
}
interface RunResult {
  metrics: Metrics;
  finalUrl?: string;
  runtimeError?: string;
  runWarnings: string[];
  failedAudits: FailedAudit[];
  externalRequests: string[];
  environment?: { lighthouseVersion: string; userAgent?: string; benchmarkIndex?: number };
}
interface Summary {
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

// ---------- arguments ----------

function parseArgs(argv: string[]): Options {
  const options: Options = { runs: 1, port: 3300, reports: false, filters: [] };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    if (flag === '--informes') {
      options.reports = true;
    } else if (flag === '--runs' || flag === '--port') {
      const value = Number(inline ?? argv[++i]);
      if (!Number.isInteger(value) || value < 1) fail(`${flag} necesita un entero positivo.`);
      options[flag === '--runs' ? 'runs' : 'port'] = value;
    } else if (flag.startsWith('--')) {
      fail(`Opción desconocida: ${flag}. Uso: npm run bench -- [--runs N] [--port P] [--informes] [/ruta …]`);
    } else {
      // Accept both "/Pantallas-Señalización" and its percent-encoded form.
      options.filters.push(safeDecode(argv[i]).normalize('NFC'));
    }
  }
  return options;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// ---------- routes ----------

/**
 * Which exported file is which route: every page of the export as its clean URL path (index.html → /,
 * X.html → /X, dir/index.html → /dir), without framework internals (`_next/`, `_not-found.html`), each
 * language's error page (404.html, en/404.html: measured through an unknown path) and the CMS's page.
 */
function exportedRoutes(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep))
    .filter((parts) => parts.at(-1)?.endsWith('.html') && !parts.some((p) => p.startsWith('_')))
    .filter((parts) => parts.at(-1) !== '404.html' && parts.join('/') !== cmsPage.file)
    .map((parts) => {
      const segments = [...parts.slice(0, -1), (parts.at(-1) ?? '').replace(/\.html$/, '')];
      if (segments.at(-1) === 'index') segments.pop();
      return `/${segments.join('/')}`;
    });
}

/** The routes measured: every exported page, home first, and an unknown path for the 404 page. */
function discoverRoutes(): Route[] {
  const routes = exportedRoutes(outDir).sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b, 'es')));
  return [...routes.map((route) => ({ route })), { route: NOT_FOUND_ROUTE, notFound: true }];
}

/** Lighthouse's table details as the rows this bench reads (each audit's details are a union of shapes). */
type Audits = LighthouseResult['audits'];
type Audit = Audits[string];
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
function tableItems<Row>(audit: Audit | undefined): Row[] | undefined {
  const details = audit?.details;
  return details && 'items' in details ? (details.items as Row[]) : undefined;
}

const emptyMetrics = (): Metrics => Object.fromEntries(METRICS.map((key) => [key, null])) as Metrics;
const medians = (samples: Metrics[]): Metrics =>
  Object.fromEntries(METRICS.map((key) => [key, median(samples.map((m) => m[key]))])) as Metrics;

const encodePath = (route: string) => route.split('/').map(encodeURIComponent).join('/');

// ---------- server and browser lifecycle ----------

const children: ChildProcess[] = []; // detached child processes (servers, the floor build): each in its own process group
let chrome: chromeLauncher.LaunchedChrome | undefined;
let chromeDataDir: string | undefined; // our own profile dir, so we can delete it even when exiting from a signal handler
let floorDir: string | undefined; // the floor project, built and removed by this script

/** Runs a TypeScript server as a child in its own process group (so one signal stops it and its children). */
async function startServer(args: string[], cwd: string, port: number): Promise<string> {
  const server = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
  });
  children.push(server);
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr += chunk));
  await waitForServer(port, { timeoutMs: 20_000, child: server }).catch((error: Error) => {
    throw new Error(`El servidor en 127.0.0.1:${port} ${error.message}:\n${stderr.trim()}`);
  });
  return `http://127.0.0.1:${port}`;
}

// ---------- the floor ----------

/** The deepest folder that holds both paths: Turbopack compiles nothing outside its root. */
function commonAncestor(a: string, b: string): string {
  const left = a.split(path.sep);
  const right = b.split(path.sep);
  let i = 0;
  while (i < left.length && left[i] === right[i]) i++;
  return left.slice(0, i).join(path.sep) || path.parse(a).root;
}

/**
 * Builds the floor with the project's own next/react (node_modules linked, nothing downloaded) and the same
 * builder (Turbopack) as the site. Returns the folder that holds its out/.
 */
async function buildFloor(): Promise<string> {
  floorDir = mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  cpSync(floorSources, floorDir, { recursive: true });
  const modules = realpathSync(path.join(root, 'node_modules'));
  symlinkSync(modules, path.join(floorDir, 'node_modules'), 'dir');
  const config = {
    output: 'export',
    images: { unoptimized: true },
    turbopack: { root: commonAncestor(floorDir, modules) },
  };
  writeFileSync(path.join(floorDir, 'next.config.mjs'), `export default ${JSON.stringify(config)};\n`);

  const nextBin = require.resolve('next/dist/bin/next');
  const build = spawn(process.execPath, [nextBin, 'build'], {
    cwd: floorDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  children.push(build);
  let output = '';
  build.stdout.on('data', (chunk) => (output += chunk));
  build.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => build.once('close', resolve));
  if (code !== 0 || !existsSync(path.join(floorDir, 'out', 'index.html'))) {
    throw new Error(`No se pudo compilar el suelo (Next.js mínimo):\n${output.trim()}`);
  }
  // Precompressed like the site's export, so that both are served the same way (the server compresses nothing).
  precompress(path.join(floorDir, 'out'));
  return floorDir;
}

async function startChrome(): Promise<chromeLauncher.LaunchedChrome> {
  chromeDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir: chromeDataDir,
    handleSIGINT: false, // we handle signals ourselves, to also stop the server
    logLevel: 'silent',
  });
  return chrome;
}

/** Synchronous, so it also works from the 'exit' event. Idempotent. */
function killChildren() {
  try {
    chrome?.kill(); // SIGKILL to Chrome's whole process group
  } catch {
    // already gone
  }
  chrome = undefined;
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM'); // the child and its own children (next build → workers)
    } catch {
      // already gone
    }
  }
}

function removeTempDirs() {
  for (const dir of [chromeDataDir, floorDir]) if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  chromeDataDir = undefined;
  floorDir = undefined;
}

async function shutdown() {
  const chromeProcess = chrome?.process;
  killChildren();
  if (chromeProcess && chromeProcess.exitCode === null && chromeProcess.signalCode === null) {
    await Promise.race([new Promise((resolve) => chromeProcess.once('close', resolve)), delay(3000)]);
  }
  removeTempDirs();
}

process.on('exit', killChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Synchronous on purpose: awaiting here would let the main loop go on with a dead browser.
    console.error(`\nInterrumpido (${signal}): cerrando los servidores y Chromium.`);
    killChildren();
    removeTempDirs();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

// ---------- measuring ----------

const median = (values: (number | null)[]): number | null => {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Bytes of the page's own load: every request until the router's first one (a `fetch`: the site makes none of
 * its own, and the router starts prefetching the pages it links to once the page has hydrated), without the
 * navbar's video, which waits for the load event on purpose. The load event itself comes before the
 * framework's scripts (scripts/paint-first.mjs), so counting up to it would leave them out.
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
function failedAudits(lhr: LighthouseResult): FailedAudit[] {
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

async function runLighthouse(url: string, notFound: boolean, reportFile: string | false): Promise<RunResult> {
  const result = await lighthouse(url, {
    port: chrome?.port,
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

// ---------- output ----------

const RATIO_KEYS = { fcp: 'FCP×', lcp: 'LCP×', tbt: 'TBT×', bytes: 'Bytes×' } as const;
type RatioKey = keyof typeof RATIO_KEYS;
type Ratios = Record<RatioKey, number | null>;
const ratioKeys = Object.keys(RATIO_KEYS) as RatioKey[];

/** The route's medians divided by the floor's (null when either is missing or the floor's is 0). */
function ratios(m: Metrics, floor: Metrics): Ratios {
  const ratio = (key: RatioKey) => {
    const [value, base] = [m[key], floor[key]];
    return value != null && base ? value / base : null;
  };
  return { fcp: ratio('fcp'), lcp: ratio('lcp'), tbt: ratio('tbt'), bytes: ratio('bytes') };
}

/** The issue's targets a route misses, against the floor of the same run. */
function missedTargets(m: Metrics, floor: Metrics): string[] {
  const missed: string[] = [];
  if (m.lcp != null && floor.lcp != null && m.lcp > TARGETS.lcpRatio * floor.lcp) missed.push('LCP');
  if (m.fcp != null && floor.fcp != null && m.fcp > floor.fcp + TARGETS.fcpExtraMs) missed.push('FCP');
  if (m.tbt != null && floor.tbt != null && m.tbt > floor.tbt) missed.push('TBT');
  if (m.cls != null && m.cls > 0) missed.push('CLS');
  return missed;
}

function formatTable(floor: Summary, rows: Summary[], summary: Metrics): string {
  const fmt = (v: number | null | undefined, digits = 0) => (v == null ? '—' : v.toFixed(digits));
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
  const all = [header, head, ...body, footer];
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, line(head), rule, ...body.map(line), rule, line(footer)].join('\n');
}

// ---------- main ----------

/** bench-results/informes/<route>-<run>.json: "/" → inicio, the floor → suelo, other characters kept readable. */
function reportPath(target: Target, run: number): string {
  const name = target.label === FLOOR_LABEL ? 'suelo' : target.route.slice(1) || 'inicio';
  return path.join(reportsDir, `${name.replace(/[^\p{L}\p{N}_-]+/gu, '_')}-${run}.json`);
}

async function measure(
  target: Target,
  index: number,
  total: number,
  run: number,
  runs: number,
  keepReport: boolean,
): Promise<RunResult> {
  const started = Date.now();
  // One broken run should not throw away the other routes' numbers.
  const result = await runLighthouse(target.url, Boolean(target.notFound), keepReport && reportPath(target, run)).catch(
    (error: unknown): RunResult => ({
      metrics: emptyMetrics(),
      runtimeError: error instanceof Error ? error.message : String(error),
      runWarnings: [],
      failedAudits: [],
      externalRequests: [],
    }),
  );
  const m = result.metrics;
  console.error(
    `[${index}/${total}] ${target.route} ${runs > 1 ? `(${run}/${runs}) ` : ''}` +
      `perf ${m.performance ?? '—'} · LCP ${m.lcp == null ? '—' : Math.round(m.lcp)} ms · ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s` +
      (result.runtimeError ? ` · ERROR ${result.runtimeError}` : ''),
  );
  return result;
}

function summarize(target: Target, runs: RunResult[]): Summary {
  const last = runs[runs.length - 1];
  return {
    route: target.route,
    // Alias pages (postbuild) redirect client-side: their numbers mostly measure the target page.
    label:
      target.label ??
      (target.notFound
        ? `${target.route} (404)`
        : last.finalUrl && last.finalUrl !== target.url
          ? `${target.route} (redirige)`
          : target.route),
    url: target.url,
    finalUrl: last.finalUrl,
    median: medians(runs.map((r) => r.metrics)),
    runs: runs.map((r) => r.metrics),
    runtimeErrors: [...new Set(runs.flatMap((r) => (r.runtimeError ? [r.runtimeError] : [])))],
    runWarnings: [...new Set(runs.flatMap((r) => r.runWarnings))],
    failedAudits: last.failedAudits,
    externalRequests: [...new Set(runs.flatMap((r) => r.externalRequests))],
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(path.join(outDir, 'index.html')))
    fail('No hay compilación en out/: ejecute primero `npm run build`.');
  if (!existsSync(CHROME_PATH)) fail(`No se encontró Chromium en ${CHROME_PATH} (defina CHROMIUM_PATH).`);

  let routes = discoverRoutes();
  if (options.filters.length) {
    // NFC on both sides: a typed "ñ" and the file name's "ñ" may differ in Unicode normalization.
    const matches = (route: string, filter: string) => route.normalize('NFC') === filter;
    const unknown = options.filters.filter((f) => !routes.some((r) => matches(r.route, f)));
    if (unknown.length) {
      fail(`Ruta(s) desconocida(s): ${unknown.join(', ')}. Disponibles: ${routes.map((r) => r.route).join(' ')}`);
    }
    routes = routes.filter((r) => options.filters.some((f) => matches(r.route, f)));
  }

  console.error('Compilando el suelo (Next.js mínimo con las versiones del proyecto)…');
  const floorRoot = await buildFloor();
  const [port, floorPort] = await freePorts([options.port, 0]);
  const baseUrl = await startServer([serverScript, '--port', String(port)], root, port);
  // The floor is served by the same server and host rules as the site, pointed at its own export.
  const floorUrl = await startServer(
    [serverScript, '--port', String(floorPort), '--dir', path.join(floorRoot, 'out')],
    root,
    floorPort,
  );
  await startChrome();
  if (options.reports) {
    rmSync(reportsDir, { recursive: true, force: true });
    mkdirSync(reportsDir, { recursive: true });
  }
  console.error(
    `Sitio ${baseUrl} · suelo ${floorUrl} · ${CHROME_PATH} · ${routes.length} ruta(s) + suelo × ${options.runs} ejecución(es)`,
  );

  const floor: Target = { route: '/', label: FLOOR_LABEL, url: `${floorUrl}/` };
  const targets: Target[] = [floor, ...routes.map((r) => ({ ...r, url: baseUrl + encodePath(r.route) }))];
  const samples = targets.map((): RunResult[] => []);
  let environment: RunResult['environment'];
  // Round-robin: every run measures the floor and then each route, so a busy moment hits both alike.
  for (let run = 1; run <= options.runs; run++) {
    for (const [i, target] of targets.entries()) {
      const result = await measure(target, i + 1, targets.length, run, options.runs, options.reports);
      samples[i].push(result);
      environment = result.environment ?? environment;
    }
  }
  const [floorResult, ...results] = targets.map((target, i) => summarize(target, samples[i]));
  for (const r of results) {
    r.ratios = ratios(r.median, floorResult.median);
    r.missedTargets = missedTargets(r.median, floorResult.median);
  }
  const summary = medians(results.map((r) => r.median));

  console.log(formatTable(floorResult, results, summary));
  console.log(
    `\nRazón = mediana de la ruta / mediana del suelo. Metas: LCP ≤ ${TARGETS.lcpRatio} × suelo, ` +
      `FCP ≤ suelo + ${TARGETS.fcpExtraMs} ms, TBT ≤ suelo, CLS 0.`,
  );

  // Short diagnostics: what to fix, and anything that makes a number suspicious.
  const byAudit = new Map<string, string[]>();
  for (const r of results) {
    for (const a of r.failedAudits) {
      const key = `${a.category} › ${a.id}`;
      byAudit.set(key, [...(byAudit.get(key) ?? []), r.label]);
    }
  }
  if (byAudit.size) {
    console.log('\nAuditorías no superadas (A11y/BP/SEO):');
    for (const [key, labels] of byAudit) {
      console.log(`  ${key}: ${labels.length === results.length ? 'todas las rutas' : labels.join(', ')}`);
    }
  }
  for (const r of [floorResult, ...results]) {
    for (const message of r.runtimeErrors) console.log(`Error en ${r.label}: ${message}`);
    for (const message of r.runWarnings) console.log(`Aviso en ${r.label}: ${message}`);
    if (r.externalRequests.length) console.log(`Peticiones externas en ${r.label}: ${r.externalRequests.join(' ')}`);
  }

  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'latest.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        ...environment,
        nodeVersion: process.version,
        chromePath: CHROME_PATH,
        chromeFlags: CHROME_FLAGS,
        runsPerRoute: options.runs,
        baseUrl,
        targets: TARGETS,
        floor: floorResult,
        summary,
        routes: results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nResultados: ${path.relative(root, path.join(resultsDir, 'latest.json'))}`);
  if (options.reports) console.log(`Informes completos de Lighthouse: ${path.relative(root, reportsDir)}/`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await shutdown();
}
