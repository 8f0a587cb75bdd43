// npm run bench: is the site still near the floor? Each route in a phone-throttled Chromium, then in Lighthouse
// mobile, beside the floor (a minimal Next.js export of floor-app/, built with the project's own next and react)
// and any --compare export, loads interleaved, medians, one table. Needs a finished `npm run build`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

import { encodePath } from '../../lib/encodePath.ts';
import { precompress } from '../build/precompress.ts';
import { exportedPages, fileOfRoute, filesUnder } from '../export/pages.ts';
import { browserPath, chromiumArgs } from '../servers/browsers.ts';
import { freePorts } from '../servers/free-ports.mts';
import { cacheFolder, installCached } from '../servers/npm-cache.mts';

const USAGE = `Usage: npm run bench -- [--runs N] [--port P] [--compare DIR [--label NAME]]... [/route ...]
  --runs N        loads of each page per measure (default 3); the table shows medians
  --port P        first loopback port for the servers (default 3300; busy ones are replaced by free ones)
  --compare DIR   another static export, measured on the same routes beside out/ (repeatable)
  --label NAME    the name of the --compare before it in the table (default: its folder's name)
  /route ...      only these routes (default: every page of the route table, both languages)`;

// The phone profile and the targets against the floor of the same run (docs/decisions/performance.md).
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const TARGETS = { hydratedRatio: 1.3, fcpOverFloorMs: 250, perf: 98, cls: 0.0005 };
const LIGHTHOUSE = 'lighthouse@13.5.0';
const FLOOR_EVERY = 4; // pages between two loads of the floor, so that a busy moment weighs on both alike
const LIMIT_MS = 30_000;

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'out');
const METRICS = ['fcp', 'lcp', 'cls', 'hydrated', 'perf', 'lhFcp', 'lhLcp', 'lhCls'] as const;
type Sample = Record<(typeof METRICS)[number], number | null>;
type Target = { row: string; url: string; samples: Sample[] };

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function parseArgs(argv: string[]) {
  const options = { runs: 3, port: 3300, compares: [] as { dir: string; label: string }[], routes: [] as string[] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => argv[++i] ?? fail(`${arg} needs a value.\n${USAGE}`);
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg === '--runs' || arg === '--port') {
      const number = Number(value());
      if (!Number.isInteger(number) || number < 1) fail(`${arg} needs a positive whole number.`);
      options[arg === '--runs' ? 'runs' : 'port'] = number;
    } else if (arg === '--compare') {
      const dir = path.resolve(value());
      if (!fs.existsSync(path.join(dir, 'index.html'))) fail(`--compare ${dir}: no index.html there.`);
      options.compares.push({ dir, label: path.basename(dir) });
    } else if (arg === '--label') (options.compares.at(-1) ?? fail('--label follows a --compare.')).label = value();
    else if (arg.startsWith('-')) fail(`Unknown option ${arg}.\n${USAGE}`);
    else options.routes.push(decodeURIComponent(arg).normalize('NFC'));
  }
  return options;
}

// Child processes (servers, the floor's build) and temporary folders, all gone on exit.
const children: ChildProcess[] = [];
const tempDirs: string[] = [];
function stopAll() {
  for (const child of children.splice(0)) {
    if (child.exitCode === null) spawnSync('kill', ['-s', 'TERM', '--', `-${child.pid}`]); // with its own children
  }
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

function start(args: string[], cwd: string) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const child = spawn(process.execPath, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

/** Resolves once the server says that it listens (serve.mts prints `Serving …`). */
async function serve(dir: string, port: number): Promise<string> {
  const { child, output } = start(
    ['--import', 'tsx', 'tooling/servers/serve.mts', `--port=${port}`, `--dir=${dir}`],
    root,
  );
  await new Promise((resolve, reject) => {
    child.stdout!.on('data', () => output().includes('Serving ') && resolve(undefined));
    child.once('exit', reject);
  }).catch(() => fail(`Server of ${dir} exited while starting:\n${output()}`));
  return `http://127.0.0.1:${port}`;
}

/** floor-app/ built in a temporary folder over the project's node_modules, precompressed like out/. */
async function buildFloor(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  tempDirs.push(dir);
  fs.cpSync(path.join(import.meta.dirname, 'floor-app'), dir, { recursive: true });
  const modules = fs.realpathSync(path.join(root, 'node_modules'));
  fs.symlinkSync(modules, path.join(dir, 'node_modules'), 'dir');
  let turbopackRoot = dir; // Turbopack compiles nothing outside its root: the folder that holds both
  while (!`${modules}/`.startsWith(turbopackRoot.replace(/\/?$/, '/'))) turbopackRoot = path.dirname(turbopackRoot);
  const config = { output: 'export', images: { unoptimized: true }, turbopack: { root: turbopackRoot } };
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), `export default ${JSON.stringify(config)};\n`);
  const { child, output } = start([createRequire(import.meta.url).resolve('next/dist/bin/next'), 'build'], dir);
  const limit = setTimeout(() => process.kill(-child.pid!, 'SIGTERM'), 10 * 60_000);
  const code = await new Promise((resolve) => child.once('close', resolve));
  clearTimeout(limit);
  if (code !== 0) fail(`The floor did not build:\n${output()}`);
  precompress(path.join(dir, 'out'));
  return path.join(dir, 'out');
}

// Runs before the page's own scripts. Hydrated: the first <button> React enables (every button that needs
// JavaScript ships disabled until hydrated, hooks/useHydrated.ts; the floor's one button too). CLS: the largest
// session window of layout shifts (gaps under 1 s, at most 5 s), as the browser's metric defines it.
const PROBE = `(() => {
  const b = (window.__bench = { lcp: null, cls: 0, hydrated: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) b.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let first = 0, last = 0, sum = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (entry.startTime - last > 1000 || entry.startTime - first > 5000) (first = entry.startTime), (sum = 0);
      last = entry.startTime;
      b.cls = Math.max(b.cls, (sum += entry.value));
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (target instanceof HTMLButtonElement && !target.disabled &&
        Object.keys(target).some((key) => key.startsWith('__reactFiber$'))) b.hydrated ??= performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
})();`;
type Probe = { __bench: { lcp: number | null; cls: number; hydrated: number | null } };

async function browserLoad(url: string): Promise<Partial<Sample>> {
  const context = await browser.newContext(PHONE); // cold cache for every load
  try {
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.goto(url, { waitUntil: 'load', timeout: LIMIT_MS });
    await page.waitForFunction(() => (window as unknown as Probe).__bench.hydrated, null, { timeout: LIMIT_MS });
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => setTimeout(resolve, 500))));
    return await page.evaluate(() => ({
      ...(window as unknown as Probe).__bench,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
  } catch (error) {
    console.error(`  browser, ${url}: ${String(error).split('\n')[0]}`);
    return {};
  } finally {
    await context.close().catch(() => undefined);
  }
}

// Lighthouse runs in the same browser; it is installed on first use into the cache.
type Lighthouse = (url: string, flags: object) => Promise<{ lhr: Report } | undefined>;
interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string };
}

async function importLighthouse(): Promise<Lighthouse> {
  const entry = 'node_modules/lighthouse/core/index.js';
  const folder = installCached(cacheFolder(LIGHTHOUSE.replace('@', '-')), [LIGHTHOUSE], entry);
  return (await import(pathToFileURL(path.join(folder, entry)).href)).default as Lighthouse;
}

async function lighthouseRun(url: string): Promise<Partial<Sample>> {
  const flags = { port: cdpPort, hostname: '127.0.0.1', logLevel: 'error', onlyCategories: ['performance'] };
  // Now and then Lighthouse loses its own trace of a load (NO_NAVSTART): such a run is run once more.
  for (const attempt of ['once more', 'left out']) {
    const lhr = (await lighthouse(url, flags).catch(() => undefined))?.lhr;
    if (lhr && !lhr.runtimeError) {
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
      const score = lhr.categories.performance.score;
      return {
        perf: score == null ? null : Math.round(score * 100),
        lhFcp: audit('first-contentful-paint'),
        lhLcp: audit('largest-contentful-paint'),
        lhCls: audit('cumulative-layout-shift'),
      };
    }
    console.error(`  Lighthouse, ${url}: ${lhr?.runtimeError?.code ?? 'no result'}, ${attempt}`);
  }
  return {};
}

function median(values: (number | null | undefined)[]): number | null {
  const sorted = values.filter((v): v is number => v != null).sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length === 0 ? null : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
const cell = (value: number | null, digits = 0) => (value == null ? '—' : value.toFixed(digits));

/** One line per target, the floor first; `misses` names the targets each page misses. */
function table([floor, ...pages]: Target[]) {
  const m = (target: Target) =>
    Object.fromEntries(METRICS.map((key) => [key, median(target.samples.map((s) => s[key]))])) as Sample;
  const base = m(floor);
  const misses: string[] = [];
  const line = (target: Target) => {
    const s = m(target);
    const overFloor = s.fcp != null && base.fcp != null ? s.fcp - base.fcp : null;
    const ratio = s.hydrated != null && base.hydrated ? s.hydrated / base.hydrated : null;
    const missed = [
      !(ratio != null && ratio <= TARGETS.hydratedRatio) && 'hydrated',
      !(overFloor != null && overFloor <= TARGETS.fcpOverFloorMs) && 'FCP',
      !(s.perf != null && s.perf >= TARGETS.perf) && 'Perf',
      !(s.cls != null && s.lhCls != null && Math.max(s.cls, s.lhCls) < TARGETS.cls) && 'CLS',
    ].filter((text) => text !== false);
    if (target !== floor && missed.length) misses.push(`${target.row} (${missed.join(', ')})`);
    const vsFloor = target === floor ? ['', '', ''] : [cell(overFloor), cell(ratio, 2), missed.join(' ') || 'ok'];
    const browser = [cell(s.fcp), cell(s.lcp), cell(s.cls, 3), cell(s.hydrated), vsFloor[0], vsFloor[1]];
    return [target.row, ...browser, cell(s.perf), cell(s.lhFcp), cell(s.lhLcp), cell(s.lhCls, 3), vsFloor[2]];
  };
  const header = ['page', 'FCP', 'LCP', 'CLS', 'hydrated', '−floor', '×floor', 'Perf', 'FCP', 'LCP', 'CLS', 'misses'];
  const lines = [header, line(floor), ...pages.map(line)];
  const widths = header.map((_, i) => Math.max(...lines.map((cells) => cells[i].length)));
  const format = (cells: string[]) =>
    cells.map((text, i) => (i === 0 || i === 11 ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join('  ');
  const browserWidth = widths.slice(1, 7).reduce((sum, w) => sum + w + 2, -2);
  const groups = `${''.padEnd(widths[0])}  ${'real browser, ms'.padEnd(browserWidth)}  Lighthouse mobile, ms`;
  return { text: [groups, ...lines.map(format)].map((text) => text.trimEnd()).join('\n'), misses };
}

const options = parseArgs(process.argv.slice(2));
if (!fs.existsSync(path.join(out, 'index.html'))) fail('No export in out/: run `npm run build` first.');
// A bench started while the build is still precompressing would weigh the chunks uncompressed.
const chunks = path.join(out, '_next', 'static', 'chunks');
const unfinished = (name: string) =>
  name.endsWith('.js') &&
  !fs.existsSync(path.join(chunks, `${name}.br`)) &&
  fs.statSync(path.join(chunks, name)).size > 1024;
if (filesUnder(chunks).some(unfinished))
  fail('Chunks of out/ have no .br beside them yet: let `npm run build` finish.');

const pages = exportedPages(out).flatMap((page) => (page.kind === 'page' ? [page.route] : []));
pages.sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
const unknown = options.routes.filter((route) => !pages.includes(route));
if (unknown.length) fail(`Unknown route(s): ${unknown.join(' ')}. Routes: ${pages.join(' ')}`);
const routes = options.routes.length ? options.routes : pages;
for (const { dir } of options.compares) {
  const missing = routes.filter((route) => !fs.existsSync(path.join(dir, fileOfRoute(route))));
  if (missing.length) fail(`--compare ${dir} has no page for ${missing.join(' ')}.`);
}

const lighthouse = await importLighthouse();
console.error('Building the floor (a minimal Next.js export with the project’s next and react)…');
const floorDir = await buildFloor();
const exports = [{ dir: out, label: '' }, ...options.compares, { dir: floorDir, label: 'floor' }];
const ports = await freePorts(Array.from({ length: exports.length + 1 }, (_, i) => options.port + i));
const urls = await Promise.all(exports.map(({ dir }, i) => serve(dir, ports[i])));
const cdpPort = ports[exports.length];
const browser = await chromium.launch({
  executablePath: browserPath(),
  args: [...chromiumArgs, `--remote-debugging-port=${cdpPort}`], // Lighthouse attaches there
});

const floor: Target = { row: 'floor (minimal Next export)', url: `${urls.at(-1)}/`, samples: [] };
// Each route's exports side by side, the site first in odd runs and last in even ones.
const byRoute = routes.map((route) =>
  exports.slice(0, -1).map(({ label }, i) => ({
    row: label ? `${route} · ${label}` : route,
    url: urls[i] + encodePath(route),
    samples: [] as Sample[],
  })),
);
const targets = [floor, ...byRoute.flat()];
const runOrder = (run: number) =>
  byRoute
    .flatMap((group) => (run % 2 ? group : [...group].reverse()))
    .flatMap((target, i) => (i % FLOOR_EVERY === 0 ? [floor, target] : [target]));
console.error(
  `${targets.length - 1} page(s) and the floor × ${options.runs} run(s), ${runOrder(1).length} loads a run in each ` +
    `measure; site ${urls[0]}, floor ${floor.url}, ${browserPath()}`,
);

await browserLoad(floor.url); // left out: a browser's first load pays for starting its processes
const started = Date.now();
// Every load in the real browser first, then Lighthouse's: a Lighthouse run leaves the browser busy after it.
for (const [measure, load] of Object.entries({ browser: browserLoad, Lighthouse: lighthouseRun })) {
  for (let run = 1; run <= options.runs; run++) {
    for (const target of runOrder(run)) {
      const sample = Object.fromEntries(METRICS.map((key) => [key, null])) as Sample;
      target.samples.push(Object.assign(sample, await load(target.url)));
      const at = `${measure} ${run}/${options.runs}, ${Math.round((Date.now() - started) / 1000)} s`;
      console.error(
        `[${at}] ${target.row}: FCP ${cell(sample.fcp)} · hydrated ${cell(sample.hydrated)} · Perf ${cell(sample.perf)}`,
      );
    }
  }
}
await browser.close();

const { text, misses } = table(targets);
const floorPerf = median(floor.samples.map((sample) => sample.perf));
const busy =
  floorPerf != null && floorPerf < TARGETS.perf ? `\nThe floor itself scores ${floorPerf}: the machine is busy.` : '';
const date = new Date().toISOString().slice(0, 10);
console.log(
  `\n${date}, medians of ${options.runs} run(s). Real browser: Chromium, ${PHONE.viewport.width}×${PHONE.viewport.height} ` +
    `px at DPR ${PHONE.deviceScaleFactor} with touch, CPU ${CPU_SLOWDOWN}× slower, ${NETWORK.latency} ms latency, ` +
    `1.6 Mbps down, 750 kbps up, a cold cache each load; hydrated = the first control that works.\n\n${text}\n\n` +
    `Targets: hydrated ≤ ${TARGETS.hydratedRatio} × floor, FCP ≤ floor + ${TARGETS.fcpOverFloorMs} ms, ` +
    `Lighthouse Perf ≥ ${TARGETS.perf}, CLS 0 in both.\n` +
    (misses.length ? `Not near the floor: ${misses.join('; ')}.` : 'Near the floor: every page meets the targets.') +
    busy,
);
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench-results', 'latest.json'), `${JSON.stringify({ date, targets }, null, 2)}\n`);
stopAll();
process.exit(misses.length ? 1 : 0);
