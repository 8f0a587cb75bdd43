// Lighthouse benchmark of every built route, served by our own production-like server (scripts/serve.mjs).
// Usage: npm run bench [-- [--runs N] [--port P] [/ruta …]]   (N > 1 → median of the N runs per route)
// Mobile profile (Lighthouse default config: mobile emulation + simulated throttling), routes run one after
// another (parallel runs on a 2-core machine would skew each other). Writes bench-results/latest.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'out');
const resultsDir = path.join(root, 'bench-results');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// The same Chromium and flags as the rest of the tooling, so numbers are comparable between machines and runs.
const chromium = JSON.parse(readFileSync(path.join(import.meta.dirname, 'chromium.json'), 'utf8'));
const CHROME_PATH = process.env.CHROMIUM_PATH || chromium.defaultPath;
const CHROME_FLAGS = ['--headless=new', ...chromium.args];
// Any unknown path gets the exported 404.html with status 404.
const NOT_FOUND_ROUTE = '/pagina-inexistente';

// ---------- arguments ----------

function parseArgs(argv) {
  const options = { runs: 1, port: 3300, filters: [] };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    if (flag === '--runs' || flag === '--port') {
      const value = Number(inline ?? argv[++i]);
      if (!Number.isInteger(value) || value < 1) fail(`${flag} necesita un entero positivo.`);
      options[flag.slice(2)] = value;
    } else if (flag.startsWith('--')) {
      fail(`Opción desconocida: ${flag}. Uso: npm run bench -- [--runs N] [--port P] [/ruta …]`);
    } else {
      // Accept both "/Pantallas-Señalización" and its percent-encoded form.
      options.filters.push(safeDecode(argv[i]).normalize('NFC'));
    }
  }
  return options;
}

function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

// ---------- routes ----------

/** Every exported page as its clean URL path: index.html → /, X.html → /X, dir/index.html → /dir. */
function discoverRoutes() {
  const routes = readdirSync(outDir, { recursive: true })
    .map((file) => file.split(path.sep))
    // `_next/`, `_not-found.html`…: framework internals, not routes. 404.html is measured via an unknown path.
    .filter((parts) => parts.at(-1).endsWith('.html') && !parts.some((p) => p.startsWith('_')))
    .filter((parts) => parts.join('/') !== '404.html')
    .map((parts) => {
      const segments = [...parts.slice(0, -1), parts.at(-1).replace(/\.html$/, '')];
      if (segments.at(-1) === 'index') segments.pop();
      return `/${segments.join('/')}`;
    })
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b, 'es')));
  return [...routes.map((route) => ({ route })), { route: NOT_FOUND_ROUTE, notFound: true }];
}

const encodePath = (route) => route.split('/').map(encodeURIComponent).join('/');

// ---------- server and browser lifecycle ----------

let server; // child process of scripts/serve.mjs (own process group, see below)
let chrome; // chrome-launcher handle
let chromeDataDir; // our own profile dir, so we can delete it even when exiting from a signal handler

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function ephemeralPort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port) {
  // detached: serve.mjs spawns `serve` as a grandchild; a process group lets us kill both with one signal.
  server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), '--port', String(port)], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 20_000; await delay(200)) {
    if (server.exitCode !== null) throw new Error(`El servidor terminó al arrancar:\n${stderr.trim()}`);
    try {
      await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2000) });
      return baseUrl;
    } catch {
      // not listening yet
    }
  }
  throw new Error(`El servidor no respondió en ${baseUrl} tras 20 s.\n${stderr.trim()}`);
}

async function startChrome() {
  chromeDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir: chromeDataDir,
    handleSIGINT: false, // we handle signals ourselves, to also stop the server
    logLevel: 'silent',
  });
}

/** Synchronous, so it also works from the 'exit' event. Idempotent. */
function killChildren() {
  try {
    chrome?.kill(); // SIGKILL to Chrome's whole process group
  } catch {
    // already gone
  }
  chrome = undefined;
  if (server && server.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM'); // serve.mjs and its `serve` child
    } catch {
      // already gone
    }
  }
  server = undefined;
}

function removeChromeProfile() {
  if (chromeDataDir) rmSync(chromeDataDir, { recursive: true, force: true, maxRetries: 5 });
  chromeDataDir = undefined;
}

async function shutdown() {
  const chromeProcess = chrome?.process;
  killChildren();
  if (chromeProcess && chromeProcess.exitCode === null && chromeProcess.signalCode === null) {
    await Promise.race([new Promise((resolve) => chromeProcess.once('close', resolve)), delay(3000)]);
  }
  removeChromeProfile();
}

process.on('exit', killChildren);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    // Synchronous on purpose: awaiting here would let the main loop go on with a dead browser.
    console.error(`\nInterrumpido (${signal}): cerrando el servidor y Chromium.`);
    killChildren();
    removeChromeProfile();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

// ---------- measuring ----------

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const METRICS = ['performance', 'accessibility', 'best-practices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'jsBytes'];

function scriptTransferBytes(audits) {
  const summary = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  if (summary) return summary.transferSize;
  const requests = audits['network-requests']?.details?.items;
  if (!requests) return null;
  return requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize || 0), 0);
}

/** Failed (score < 1) audits of the non-performance categories: the actionable part for the site. */
function failedAudits(lhr) {
  const failed = [];
  for (const id of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      const scored = ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode);
      if (scored && audit.score !== null && audit.score < 1) {
        // A few offending items (console message, element, URL…) so the JSON says what to fix.
        const examples = (audit.details?.items ?? [])
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

async function runLighthouse(url, notFound) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // Otherwise Lighthouse treats the 404 status as a failed load and scores nothing.
    ignoreStatusCode: Boolean(notFound),
  });
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const requestUrls = (lhr.audits['network-requests']?.details?.items ?? []).map((r) => r.url);
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

function formatTable(rows, summary) {
  const fmt = (v, digits = 0) => (v == null ? '—' : v.toFixed(digits));
  const cells = (label, m) => [
    label,
    fmt(m.performance),
    fmt(m.accessibility),
    fmt(m['best-practices']),
    fmt(m.seo),
    fmt(m.fcp),
    fmt(m.lcp),
    fmt(m.tbt),
    fmt(m.cls, 3),
    fmt(m.jsBytes),
  ];
  const header = ['Ruta', 'Perf', 'A11y', 'BP', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS gz B'];
  const body = rows.map((r) => cells(r.label, r.median));
  const footer = cells('Mediana', summary);
  const widths = header.map((_, i) => Math.max(...[header, ...body, footer].map((row) => row[i].length)));
  const line = (row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...body.map(line), rule, line(footer)].join('\n');
}

// ---------- main ----------

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(path.join(outDir, 'index.html')))
    fail('No hay compilación en out/: ejecute primero `npm run build`.');
  if (!existsSync(CHROME_PATH)) fail(`No se encontró Chromium en ${CHROME_PATH} (defina CHROMIUM_PATH).`);

  let routes = discoverRoutes();
  if (options.filters.length) {
    // NFC on both sides: a typed "ñ" and the file name's "ñ" may differ in Unicode normalization.
    const matches = (route, filter) => route.normalize('NFC') === filter;
    const unknown = options.filters.filter((f) => !routes.some((r) => matches(r.route, f)));
    if (unknown.length) {
      fail(`Ruta(s) desconocida(s): ${unknown.join(', ')}. Disponibles: ${routes.map((r) => r.route).join(' ')}`);
    }
    routes = routes.filter((r) => options.filters.some((f) => matches(r.route, f)));
  }

  const port = (await portIsFree(options.port)) ? options.port : await ephemeralPort();
  const baseUrl = await startServer(port);
  await startChrome();
  console.error(`Servidor ${baseUrl} · ${CHROME_PATH} · ${routes.length} ruta(s) × ${options.runs} ejecución(es)`);

  const results = [];
  let environment = {};
  for (const [index, { route, notFound }] of routes.entries()) {
    const url = baseUrl + encodePath(route);
    const runs = [];
    for (let run = 1; run <= options.runs; run++) {
      const started = Date.now();
      // One broken run should not throw away the other routes' numbers.
      const result = await runLighthouse(url, notFound).catch((error) => ({
        metrics: Object.fromEntries(METRICS.map((key) => [key, null])),
        runtimeError: String(error?.message ?? error),
        runWarnings: [],
        failedAudits: [],
        externalRequests: [],
      }));
      runs.push(result);
      environment = result.environment ?? environment;
      const m = result.metrics;
      console.error(
        `[${index + 1}/${routes.length}] ${route} ${options.runs > 1 ? `(${run}/${options.runs}) ` : ''}` +
          `perf ${m.performance ?? '—'} · ${((Date.now() - started) / 1000).toFixed(1)} s` +
          (result.runtimeError ? ` · ERROR ${result.runtimeError}` : ''),
      );
    }
    const last = runs.at(-1);
    results.push({
      route,
      // Alias pages (postbuild) redirect client-side: their numbers mostly measure the target page.
      label: notFound ? `${route} (404)` : last.finalUrl && last.finalUrl !== url ? `${route} (redirige)` : route,
      url,
      finalUrl: last.finalUrl,
      median: Object.fromEntries(METRICS.map((key) => [key, median(runs.map((r) => r.metrics[key]))])),
      runs: runs.map((r) => r.metrics),
      runtimeErrors: [...new Set(runs.map((r) => r.runtimeError).filter(Boolean))],
      runWarnings: [...new Set(runs.flatMap((r) => r.runWarnings))],
      failedAudits: last.failedAudits,
      externalRequests: [...new Set(runs.flatMap((r) => r.externalRequests))],
    });
  }
  const summary = Object.fromEntries(METRICS.map((key) => [key, median(results.map((r) => r.median[key]))]));

  console.log(formatTable(results, summary));

  // Short diagnostics: what to fix, and anything that makes a number suspicious.
  const byAudit = new Map();
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
  for (const r of results) {
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
        chromePath: CHROME_PATH,
        chromeFlags: CHROME_FLAGS,
        runsPerRoute: options.runs,
        baseUrl,
        summary,
        routes: results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nResultados: ${path.relative(root, path.join(resultsDir, 'latest.json'))}`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await shutdown();
}
