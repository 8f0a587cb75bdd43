// The post-build pipeline: what happens to Next's export in out/ after `next build`, in this order. Run by
// `next build` itself through the build adapter (next-adapter.mjs), once the export is written.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { exportedPages } from '../export/pages';
import { aliasPages } from './alias-pages';
import { compileHintsStep } from './compile-hints';
import { csp } from './csp';
import { hostFiles } from './host-files';
import { inlineCss } from './inline-css';
import { expectNextVersion } from './next-markup';
import { paintFirstStep } from './paint-first';
import { precompressStep } from './precompress';
import type { Step } from './step';

export const steps: readonly Step[] = [
  // Each page's stylesheets into the page (reads Next's markup: before anything else changes it).
  inlineCss,
  // Each route alias's redirect document, from the route table.
  aliasPages,
  // The framework's scripts, the page's React payload and the web font behind the first paint.
  paintFirstStep,
  // Each page's Content-Security-Policy: after every step that writes inline scripts or styles.
  csp,
  // The framework's chunks compiled by the browser while they download.
  compileHintsStep,
  // Netlify's and Cloudflare Pages' `_headers` and `_redirects`.
  hostFiles,
  // `.br` and `.gz` beside every text file: last, over the final files.
  precompressStep,
];

/** The installed Next.js version, from its package.json. */
export function installedNextVersion(root: string): string {
  const manifest = path.join(root, 'node_modules', 'next', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Runs every step over the export in `out`; `log` gets one line per step. */
export function runPipeline({
  root,
  out,
  nextVersion,
  log = console.log,
}: {
  root: string;
  out: string;
  nextVersion: string;
  log?: (line: string) => void;
}): void {
  expectNextVersion(nextVersion);
  for (const step of steps) {
    log(`${step.name}: ${step.run({ root, out, pages: exportedPages(out) })}.`);
  }
}
