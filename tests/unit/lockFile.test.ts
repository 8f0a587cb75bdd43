/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The lock file serves every platform: one regenerated from one machine's node_modules loses the others silently.
interface LockedPackage {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
}
interface LockFile {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
}

const root = path.resolve(__dirname, '../..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as LockFile;
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as LockedPackage;

/** Where Node would find `name` from the package at `location` (its own node_modules, then each parent's). */
function resolveLocked(location: string, name: string): string | undefined {
  let base = location;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('records the dependencies package.json declares, at the same ranges', () => {
    const locked = lock.packages[''];
    expect(locked.dependencies).toEqual(manifest.dependencies);
    expect(locked.devDependencies).toEqual(manifest.devDependencies);
  });

  it("records every package's optional dependencies, for every platform", () => {
    const missing = Object.entries(lock.packages).flatMap(([location, locked]) =>
      Object.keys(locked.optionalDependencies ?? {})
        .filter((name) => !resolveLocked(location, name))
        .map((name) => `${location || 'package.json'} → ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('holds the binaries of the other platforms, not only this machine’s', () => {
    const platforms = new Set(
      Object.values(lock.packages).flatMap((locked) => (locked.os ?? []).map((os) => `${os}-${locked.cpu ?? ''}`)),
    );
    for (const os of ['darwin', 'win32', 'linux']) {
      expect([...platforms].some((platform) => platform.startsWith(`${os}-`))).toBe(true);
    }
    for (const name of ['@next/swc-darwin-arm64', '@next/swc-win32-x64-msvc', '@next/swc-linux-arm64-gnu']) {
      expect(lock.packages[`node_modules/${name}`]).toBeDefined();
    }
  });
});
