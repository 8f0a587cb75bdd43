// Serves the static export in out/ like production hosting: clean URLs, 404.html with status 404,
// gzip, case-sensitive paths, loopback only. Usage: npm run serve [-- --port 3000]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const portFlag = process.argv.indexOf('--port');
const port = portFlag > 0 ? process.argv[portFlag + 1] : process.env.PORT || '3000';

if (!existsSync(path.join(root, 'out', 'index.html'))) {
  console.error('No hay exportación en out/: ejecute primero `npm run build`.');
  process.exit(1);
}

const require = createRequire(import.meta.url);
const serveBin = path.join(path.dirname(require.resolve('serve/package.json')), 'build', 'main.js');
const child = spawn(
  process.execPath,
  [
    serveBin,
    '--config',
    path.join(root, 'serve.json'),
    '--listen',
    `tcp://127.0.0.1:${port}`,
    '--no-clipboard',
    '--no-port-switching',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
