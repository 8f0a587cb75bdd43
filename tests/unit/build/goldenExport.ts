// The golden fixtures: real pages of Next's export (NEXT_VERSION), as `next build` wrote them before any
// post-build step, with the stylesheets and scripts they link and the build's alias hand-over; and the digest of every
// file the published build made of them (tests/unit/fixtures/next-<version>.published.json). After a Next
// upgrade: tooling/build/refresh-golden.ts.
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { NEXT_VERSION } from '@/tooling/build/next-markup';

const fixtures = path.join(__dirname, '..', 'fixtures');

/** The folder of raw exported files, laid out as in out/. */
export const GOLDEN_EXPORT = path.join(fixtures, `next-${NEXT_VERSION}`);

/** sha256 (hex) of each file of the published build, by its path in out/. */
export const publishedDigests = (): Record<string, string> =>
  JSON.parse(readFileSync(path.join(fixtures, `next-${NEXT_VERSION}.published.json`), 'utf8'));

/** The pages of the fixture: the Spanish home page, an English page and the error page (its own root layout). */
export const GOLDEN_PAGES = ['index.html', 'en/about.html', '404.html'];

export const goldenFile = (file: string): string => readFileSync(path.join(GOLDEN_EXPORT, file), 'utf8');

/** A throwaway copy of the fixture, for the steps that change an export in place. */
export function goldenCopy(): string {
  const out = mkdtempSync(path.join(tmpdir(), 'golden-export-'));
  cpSync(GOLDEN_EXPORT, out, { recursive: true });
  return out;
}
