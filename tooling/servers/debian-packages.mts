// Debian packages the test suites need (Chromium, nginx): installed with apt when running as root, otherwise
// the run stops with a one-line instruction.
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

export const canInstallDebianPackages = (): boolean => process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get');

/**
 * Installs `packages` as root with apt, or prints `instruction` and exits 1. A policy-rc.d that says no keeps
 * Debian from starting the packages' services: the tests start their own servers.
 */
export function installDebianPackages(packages: string[], instruction: string): void {
  if (!canInstallDebianPackages()) {
    console.error(instruction);
    process.exit(1);
  }
  console.log(`Installing ${packages.join(' ')} from Debian…`);
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
