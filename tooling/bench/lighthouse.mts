// Benchmark of every built route beside "the floor": a minimal Next.js static export (one page, one client
// component; its sources are floor-app/) built in a temporary folder with the project's own next/react, served
// the same way. Two measures in the same Chromium: Lighthouse, then the real browser (browser-run.mts).
// Usage: npm run bench [-- [--runs N] [--port P] [--informes] [--solo-lighthouse | --solo-navegador] [/ruta …]]
// (N > 1 → median of the N runs per route; --informes keeps every full Lighthouse report in
// bench-results/informes/, to open in the Lighthouse viewer; --solo-* runs only one of the two measures)
// One Lighthouse run and what is read from it: lighthouse-run.mts; the ratios to the floor and the table:
// lighthouse-table.mts. Lighthouse uses its mobile profile (mobile emulation + simulated throttling); the real
// browser, a phone's conditions applied over CDP (browser-run.mts). Pages run one after another (parallel runs
// on a 2-core machine would skew each other); each run of each measure loads the floor first and again after
// every few routes (runOrder), so machine load hits both alike. Writes bench-results/latest.json.
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

import { encodePath } from '../../lib/encodePath.ts';
import { isPrecompressed, precompress } from '../build/precompress.ts';
import { exportedPages } from '../export/pages.ts';
// The same Chromium and flags as the rest of the tooling, so numbers are comparable between machines and runs.
import { browserPath } from '../servers/browsers.ts';
import chromium from '../servers/chromium.json' with { type: 'json' };
import { freePorts } from '../servers/free-ports.mts';
import { waitForServer } from '../servers/wait-for-server.mts';
import {
  attachBrowser,
  BROWSER_CONDITIONS,
  BROWSER_TARGETS,
  browserMedians,
  compareToFloor,
  formatBrowserTable,
  type BrowserRunResult,
  type BrowserSummary,
} from './browser-run.mts';
import { importLighthouse, type LaunchChrome, type LaunchedChrome, type Lighthouse } from './lighthouse-install.mts';
import { emptyMetrics, medians, runLighthouse, type RunResult } from './lighthouse-run.mts';
import { FLOOR_LABEL, formatTable, missedTargets, ratios, TARGETS, type Summary } from './lighthouse-table.mts';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'out');
const resultsDir = path.join(root, 'bench-results');
const reportsDir = path.join(resultsDir, 'informes');
const floorSources = path.join(import.meta.dirname, 'floor-app');
const serverScript = path.join(root, 'tooling', 'servers', 'serve.mts');
const CHROME_PATH = browserPath();
const CHROME_FLAGS = ['--headless=new', ...chromium.args];
// Any unknown path gets the exported 404.html with status 404.
const NOT_FOUND_ROUTE = '/pagina-inexistente';

interface Options {
  runs: number;
  port: number;
  reports: boolean;
  lighthouse: boolean;
  browser: boolean;
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

// ---------- arguments ----------

function parseArgs(argv: string[]): Options {
  const options: Options = { runs: 1, port: 3300, reports: false, lighthouse: true, browser: true, filters: [] };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    if (flag === '--informes') {
      options.reports = true;
    } else if (flag === '--solo-lighthouse') {
      options.browser = false;
    } else if (flag === '--solo-navegador') {
      options.lighthouse = false;
    } else if (flag === '--runs' || flag === '--port') {
      const value = Number(inline ?? argv[++i]);
      if (!Number.isInteger(value) || value < 1) fail(`${flag} necesita un entero positivo.`);
      options[flag === '--runs' ? 'runs' : 'port'] = value;
    } else if (flag.startsWith('--')) {
      fail(
        `Opción desconocida: ${flag}. Uso: npm run bench -- [--runs N] [--port P] [--informes] ` +
          '[--solo-lighthouse | --solo-navegador] [/ruta …]',
      );
    } else {
      // Accept both "/Pantallas-Señalización" and its percent-encoded form.
      options.filters.push(safeDecode(argv[i]).normalize('NFC'));
    }
  }
  if (!options.lighthouse && !options.browser) fail('--solo-lighthouse y --solo-navegador se excluyen.');
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

/** The pages measured: every page of the route table and the alias documents; the error pages through an unknown path. */
const exportedRoutes = (dir: string): string[] =>
  exportedPages(dir)
    .filter(({ kind }) => kind === 'page' || kind === 'alias')
    .map(({ route }) => route);

/** The routes measured: every exported page, home first, and an unknown path for the 404 page. */
function discoverRoutes(): Route[] {
  const routes = exportedRoutes(outDir).sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b, 'es')));
  return [...routes.map((route) => ({ route })), { route: NOT_FOUND_ROUTE, notFound: true }];
}

// ---------- server and browser lifecycle ----------

const children: ChildProcess[] = []; // detached child processes (servers, the floor build): each in its own process group
let chrome: LaunchedChrome | undefined;
let lighthouse: Lighthouse; // imported by main() from the cache (lighthouse-install.mts)
let chromeDataDir: string | undefined; // our own profile dir, so we can delete it even when exiting from a signal handler
let floorDir: string | undefined; // the floor project, built and removed by this script

/**
 * Starts a Node child in its own process group (so one signal stops it and its children), tracked for the
 * shutdown; `output()` is what it has printed on stderr, and on stdout too when asked.
 */
function startChild(args: string[], cwd: string, env: Record<string, string>, { stdout = false } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    detached: true,
    stdio: ['ignore', stdout ? 'pipe' : 'ignore', 'pipe'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

/** Runs a TypeScript server as a child; resolves with its address once it answers. */
async function startServer(args: string[], cwd: string, port: number): Promise<string> {
  const { child, output } = startChild(['--import', 'tsx', ...args], cwd, { NO_UPDATE_NOTIFIER: '1' });
  await waitForServer(port, { timeoutMs: 20_000, child }).catch((error: Error) => {
    throw new Error(`El servidor en 127.0.0.1:${port} ${error.message}:\n${output().trim()}`);
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
  const { child: build, output } = startChild(
    [nextBin, 'build'],
    floorDir,
    { NEXT_TELEMETRY_DISABLED: '1' },
    { stdout: true },
  );
  const code = await new Promise<number | null>((resolve) => build.once('close', resolve));
  if (code !== 0 || !existsSync(path.join(floorDir, 'out', 'index.html'))) {
    throw new Error(`No se pudo compilar el suelo (Next.js mínimo):\n${output().trim()}`);
  }
  // Precompressed like the site's export, so that both are served the same way (the server compresses nothing).
  precompress(path.join(floorDir, 'out'));
  return floorDir;
}

async function startChrome(launch: LaunchChrome): Promise<LaunchedChrome> {
  chromeDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  chrome = await launch({
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

// ---------- main ----------

/**
 * bench-results/informes/<route>-<n>.json, the target's nth load ("/" → inicio, the floor → suelo, numbered on
 * through its several loads a run), other characters kept readable.
 */
function reportPath(target: Target, nth: number): string {
  const name = target.label === FLOOR_LABEL ? 'suelo' : target.route.slice(1) || 'inicio';
  return path.join(reportsDir, `${name.replace(/[^\p{L}\p{N}_-]+/gu, '_')}-${nth}.json`);
}

async function measure(
  target: Target,
  index: number,
  total: number,
  run: number,
  runs: number,
  report: string | false,
): Promise<RunResult> {
  const started = Date.now();
  // One broken run should not throw away the other routes' numbers.
  const attempt = () =>
    runLighthouse(lighthouse, target.url, chrome?.port ?? 0, Boolean(target.notFound), report).catch(
      (error: unknown): RunResult => ({
        metrics: emptyMetrics(),
        runtimeError: error instanceof Error ? error.message : String(error),
        runWarnings: [],
        failedAudits: [],
        externalRequests: [],
      }),
    );
  let result = await attempt();
  // Lighthouse now and then loses its own trace of a load (NO_NAVSTART): that run measured nothing, so it is run
  // once more; an error that comes back is reported.
  if (result.runtimeError) {
    console.error(`[${index}/${total}] ${target.route}: ${result.runtimeError}; una vez más`);
    result = await attempt();
  }
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
  // Precompression is the build's last step, and the server lists the files it can send at its start: a bench
  // started while a build is still compressing would weigh the chunks uncompressed (four times the bytes).
  const chunksDir = path.join(outDir, '_next', 'static', 'chunks');
  if (readdirSync(chunksDir).some((name) => name.endsWith('.js') && !isPrecompressed(path.join(chunksDir, name))))
    fail('La compilación en out/ no está completa (faltan los .br): espere a que termine `npm run build`.');
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

  const tools = await importLighthouse();
  lighthouse = tools.lighthouse;
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
  await startChrome(tools.launch);
  if (options.reports) {
    rmSync(reportsDir, { recursive: true, force: true });
    mkdirSync(reportsDir, { recursive: true });
  }
  const floorLoads = runOrder(routes.length + 1).filter((i) => i === 0).length;
  console.error(
    `Sitio ${baseUrl} · suelo ${floorUrl} · ${CHROME_PATH} · ${routes.length} ruta(s) + suelo × ${options.runs} ejecución(es) ` +
      `(el suelo ${floorLoads} ${floorLoads === 1 ? 'vez' : 'veces'} en cada una, entre las rutas)`,
  );

  const floor: Target = { route: '/', label: FLOOR_LABEL, url: `${floorUrl}/` };
  const targets: Target[] = [floor, ...routes.map((r) => ({ ...r, url: baseUrl + encodePath(r.route) }))];
  const lighthouseResults = options.lighthouse ? await lighthouseMeasure(targets, options) : undefined;
  const browserResults = options.browser ? await browserMeasure(targets, options) : undefined;

  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'latest.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        ...lighthouseResults?.environment,
        nodeVersion: process.version,
        chromePath: CHROME_PATH,
        chromeFlags: CHROME_FLAGS,
        runsPerRoute: options.runs,
        baseUrl,
        ...(lighthouseResults && {
          targets: TARGETS,
          floor: lighthouseResults.floor,
          summary: lighthouseResults.summary,
          routes: lighthouseResults.routes,
        }),
        ...(browserResults && {
          navegador: {
            conditions: BROWSER_CONDITIONS,
            targets: BROWSER_TARGETS,
            floor: browserResults.floor,
            summary: browserResults.summary,
            routes: browserResults.routes,
          },
        }),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nResultados: ${path.relative(root, path.join(resultsDir, 'latest.json'))}`);
  if (options.reports && options.lighthouse) {
    console.log(`Informes completos de Lighthouse: ${path.relative(root, reportsDir)}/`);
  }
}

// The floor is loaded again after every FLOOR_EVERY routes of a run: its median then comes from loads spread
// over the same minutes as the routes', where one load at the start of each run made every route's comparison
// hang on that moment (docs/decisions/performance.md, "How `npm run bench` measures").
const FLOOR_EVERY = 6;

/** One run's order, as indexes into the targets (0 is the floor): the floor first and after every few routes. */
function runOrder(count: number, every = FLOOR_EVERY): number[] {
  const order: number[] = [0];
  for (let i = 1; i < count; i++) {
    if (i > 1 && (i - 1) % every === 0) order.push(0);
    order.push(i);
  }
  return order;
}

/** Lighthouse on the floor and every route, each run; prints its table and diagnostics. */
async function lighthouseMeasure(targets: Target[], options: Options) {
  const samples = targets.map((): RunResult[] => []);
  let environment: RunResult['environment'];
  // Round-robin: every run measures the floor and the routes in turn, so a busy moment hits both alike.
  for (let run = 1; run <= options.runs; run++) {
    for (const i of runOrder(targets.length)) {
      const target = targets[i];
      const report = options.reports && reportPath(target, samples[i].length + 1);
      const result = await measure(target, i + 1, targets.length, run, options.runs, report);
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
  return { environment, floor: floorResult, summary, routes: results };
}

/** The real browser (browser-run.mts) on the floor and every route, each run; prints its table. */
async function browserMeasure(targets: Target[], options: Options) {
  const browser = await attachBrowser(chrome?.port ?? 0);
  const samples = targets.map((): BrowserRunResult[] => []);
  try {
    // One load left out: the first one in a browser pays for starting its processes, and would always be the
    // floor's.
    await browser.measure(targets[0].url);
    // Round-robin, as for Lighthouse.
    for (let run = 1; run <= options.runs; run++) {
      for (const i of runOrder(targets.length)) {
        const target = targets[i];
        const started = Date.now();
        const result = await browser.measure(target.url);
        samples[i].push(result);
        const { fcp, hydrated, allLive } = result.metrics;
        const ms = (value: number | null) => (value == null ? '—' : `${Math.round(value)} ms`);
        console.error(
          `[navegador ${i + 1}/${targets.length}] ${target.label ?? target.route} ` +
            `${options.runs > 1 ? `(${run}/${options.runs}) ` : ''}FCP ${ms(fcp)} · hidratada ${ms(hydrated)} · ` +
            `todo activo ${ms(allLive)} · ` +
            `${((Date.now() - started) / 1000).toFixed(1)} s${result.error ? ` · ERROR ${result.error}` : ''}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  const [floorRow, ...rows] = targets.map((target, i): BrowserSummary => ({
    route: target.route,
    label: target.label ?? (target.notFound ? `${target.route} (404)` : target.route),
    url: target.url,
    median: browserMedians(samples[i].map((r) => r.metrics)),
    runs: samples[i].map((r) => r.metrics),
    errors: [...new Set(samples[i].flatMap((r) => (r.error ? [r.error] : [])))],
  }));
  const compared = rows.map((row) => compareToFloor(row, floorRow.median));
  const median = browserMedians(compared.map((r) => r.median));
  const summary = compareToFloor(
    { route: '', label: 'Mediana de las rutas', url: '', median, runs: [], errors: [] },
    floorRow.median,
  );
  const { cpuSlowdown, network, viewport, deviceScaleFactor } = BROWSER_CONDITIONS;
  console.log(
    `\nNavegador real: Chromium, ${viewport.width} × ${viewport.height} px (×${deviceScaleFactor}, táctil), ` +
      `CPU ${cpuSlowdown}× más lenta, ${network.latencyMs} ms de latencia, ` +
      `${(network.downloadBytesPerSecond * 8) / 1e6} Mbps de bajada; caché vacía en cada carga.\n`,
  );
  console.log(formatBrowserTable(floorRow, compared, summary, FLOOR_LABEL));
  console.log(
    `\nLCP = la última pintura más grande que registró el navegador (Lighthouse la estima). Hidratada = primer botón de cliente activo; todo activo = el último (la página hidrata su barra de navegación primero y el resto después). Metas: hidratada ≤ ${BROWSER_TARGETS.hydratedRatio} × suelo, ` +
      `FCP ≤ suelo + ${BROWSER_TARGETS.fcpExtraMs} ms.`,
  );
  for (const r of [floorRow, ...compared]) {
    for (const message of r.errors) console.log(`Error en ${r.label} (navegador): ${message}`);
  }
  return { floor: floorRow, summary: median, routes: compared };
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await shutdown();
}
