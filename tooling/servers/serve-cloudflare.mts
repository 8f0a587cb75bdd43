// Serves out/ through Cloudflare's own runtime (`wrangler pages dev` on workerd), as Cloudflare Pages publishes it,
// with the Pages Functions of functions/ (the CMS's sign-in). Loopback only, no telemetry, state in a temporary
// folder; stops with the process that started it. Usage: tsx tooling/servers/serve-cloudflare.mts --port 3114
// [--binding NAME=value …] (the functions' environment, as the host's variables give it).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ensureWrangler } from './ensure-wrangler.mts';
import { freePorts } from './free-ports.mts';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'out');
const at = process.argv.indexOf('--port');
const port = Number(at > 0 ? process.argv[at + 1] : 8788);

if (!existsSync(path.join(out, '_headers'))) {
  console.error('No export in out/: run `npm run build` first.');
  process.exit(1);
}

const { node, wrangler } = ensureWrangler();
const temp = mkdtempSync(path.join(tmpdir(), 'sitio-wrangler-'));
// wrangler looks for functions/ in its working folder.
symlinkSync(path.join(root, 'functions'), path.join(temp, 'functions'));
const bindings = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--binding' ? ['--binding', arg] : []));
const [inspectorPort] = await freePorts([0]);
// A fixed compatibility date: a later wrangler does not change the platform unasked. The log stays off (the
// tests provoke errors on purpose); WRANGLER_LOG=info shows it.
const args = [
  ...[wrangler, 'pages', 'dev', out, '--ip', '127.0.0.1', '--port', `${port}`, '--inspector-port', `${inspectorPort}`],
  ...['--compatibility-date', '2026-11-17', '--log-level', process.env.WRANGLER_LOG ?? 'none'],
  ...['--persist-to', path.join(temp, 'state'), ...bindings],
];
const child = spawn(node, args, {
  cwd: temp,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    XDG_CONFIG_HOME: path.join(temp, 'config'),
    WRANGLER_LOG_PATH: path.join(temp, 'logs'),
    NO_COLOR: '1',
  },
});

let stopping = false;
const stop = () => {
  stopping = true;
  child.kill('SIGTERM');
};
child.on('exit', (code) => {
  rmSync(temp, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? 1));
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
// If whoever started this process goes away without a signal, stop too.
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    stop();
  }
}, 2000).unref();
console.log(`Cloudflare's runtime (wrangler pages dev) serves out/ on http://127.0.0.1:${port}/`);
