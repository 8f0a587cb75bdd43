// Tools only a test or the bench runs, too big or too platform-bound for devDependencies (Cloudflare's runtime,
// Lighthouse): installed with npm on first use into the user's cache, one folder per set of pinned versions,
// install scripts off (docs/decisions/wrangler-on-demand.md).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** The cache folder for `name`: <XDG_CACHE_HOME or ~/.cache>/sitio-integrador-cuenca/<name>. */
export function cacheFolder(name: string): string {
  const base = process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  return path.join(base, 'sitio-integrador-cuenca', name);
}

/** Installs `packages` (exact `name@version`) into `folder` unless its file `ready` exists; never half-installed. */
export function installCached(folder: string, packages: string[], ready: string): string {
  if (existsSync(path.join(folder, ready))) return folder;
  console.log(`Installing ${packages.join(' ')} into ${folder} (once)…`);
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  writeFileSync(path.join(partial, 'package.json'), '{ "private": true }\n');
  try {
    const flags = ['--ignore-scripts', '--no-audit', '--no-fund', '--no-update-notifier', '--loglevel=error'];
    execFileSync('npm', ['install', ...flags, ...packages], { cwd: partial, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch {
    console.error(`Could not install ${packages.join(' ')} from the npm registry: check the connection.`);
    process.exit(1);
  }
  rmSync(folder, { recursive: true, force: true });
  renameSync(partial, folder);
  return folder;
}
