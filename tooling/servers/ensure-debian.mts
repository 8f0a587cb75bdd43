// Debian's tools for the test suites, by name: `tsx tooling/servers/ensure-debian.mts chromium nginx photo-tools`.
// What is missing is installed with apt when running as root; otherwise the run stops with a one-line instruction.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, rmSync, writeFileSync } from 'node:fs';

import { browserPath, headlessShellPath } from './browsers.ts';

export const nginxBinary = (): string => process.env.NGINX_PATH || '/usr/sbin/nginx';
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

// Each tool's Debian packages still missing, and where to point at another binary. Without the optional
// headless shell the behaviour tests run in the full browser, more slowly.
const optionalPackages = ['chromium-headless-shell'];
const tools: Record<string, { missing: () => string[]; otherwise: string }> = {
  chromium: {
    missing: () => [
      ...(isExecutable(browserPath()) ? [] : ['chromium']),
      ...(headlessShellPath() ? [] : ['chromium-headless-shell']),
    ],
    otherwise: 'or set CHROMIUM_PATH',
  },
  nginx: {
    missing: () =>
      isExecutable(nginxBinary()) && existsSync(brotliModule) ? [] : ['nginx', 'libnginx-mod-http-brotli-static'],
    otherwise: 'or set NGINX_PATH',
  },
  // The photo tests' fixtures: exiftool (GPS position, camera, orientation) and heif-enc (an iPhone's HEIC).
  'photo-tools': {
    missing: () =>
      ['/usr/bin/exiftool', '/usr/bin/heif-enc'].every(isExecutable)
        ? []
        : ['libimage-exiftool-perl', 'libheif-examples'],
    otherwise: 'for exiftool and heif-enc',
  },
};

const canInstall = process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get');

/** Installs `packages` with apt; a policy-rc.d that says no keeps Debian from starting their services. */
function install(packages: string[]) {
  console.log(`Installing ${packages.join(' ')} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  } finally {
    if (ownPolicy) rmSync(policy);
  }
}

if (process.argv[1] === import.meta.filename) {
  const required = (packages: string[]) => packages.filter((pkg) => !optionalPackages.includes(pkg));
  for (const name of process.argv.slice(2)) {
    const tool = tools[name] ?? (console.error(`ensure-debian: no tool ${name}.`), process.exit(2));
    const missing = tool.missing();
    if (missing.length && !canInstall) {
      const optional = required(missing).length === 0;
      console[optional ? 'log' : 'error'](
        `${name}: \`sudo apt-get install ${missing.join(' ')}\` (${tool.otherwise}).`,
      );
      if (!optional) process.exit(1);
    } else if (missing.length) {
      install(missing);
      const left = required(tool.missing());
      if (left.length) {
        console.error(`${name}: installing left ${left.join(' ')} missing; ${tool.otherwise}.`);
        process.exit(1);
      }
    }
  }
}
