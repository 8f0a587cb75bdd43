// What the end-to-end suite needs from Debian (Chromium, nginx) is installed the same way: with apt when
// running as root, otherwise the run stops with a one-line instruction.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, rmSync, writeFileSync } from 'node:fs';

const policy = '/usr/sbin/policy-rc.d';

export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether this run may install Debian's packages itself: as root, with apt. */
export const canInstallDebianPackages = (): boolean => process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get');

/**
 * Installs Debian packages when running as root with apt; otherwise prints `instruction` and exits 1.
 * Debian starts a package's service on installation unless policy-rc.d says no (exit 101): the tests start
 * their own servers, so nothing is left running.
 */
export function installDebianPackages(packages: string[], instruction: string): void {
  if (!canInstallDebianPackages()) {
    console.error(instruction);
    process.exit(1);
  }
  console.log(`Instalando ${packages.join(' ')} de Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  } finally {
    if (ownPolicy) rmSync(policy);
  }
}
