// Tools that only a test or a benchmark runs, too big or too platform-bound for devDependencies (Cloudflare's
// runtime, Mozilla's HTTP Observatory, Lighthouse): installed with npm on first use into a folder of the user's
// cache, one folder per set of pinned versions, install scripts off, and reused from there, as Debian's nginx is
// installed once into the system. See docs/decisions/wrangler-on-demand.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** The cache folder for `name`: <XDG_CACHE_HOME or ~/.cache>/sitio-integrador-cuenca/<name>. */
export function cacheFolder(name: string): string {
  const base = process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  return path.join(base, 'sitio-integrador-cuenca', name);
}

/**
 * Installs `packages` (exact `name@version` specs) into `folder` unless `ready` (a file inside it) exists.
 * The install goes to a sibling folder first, so that an interrupted one never looks complete.
 */
export function installCached(folder: string, packages: string[], ready: string): string {
  if (existsSync(path.join(folder, ready))) return folder;
  console.log(`Instalando ${packages.join(' ')} en ${folder} (una sola vez)…`);
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  writeFileSync(path.join(partial, 'package.json'), '{ "private": true }\n');
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
    console.error(`No se pudo instalar ${packages.join(' ')} desde el registro de npm: revise la conexión.`);
    process.exit(1);
  }
  rmSync(folder, { recursive: true, force: true });
  renameSync(partial, folder);
  return folder;
}
