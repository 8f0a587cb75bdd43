// The post-build pipeline: what a static export needs beyond Next's output, in this order. Run by `next build`
// itself through the build adapter (next-adapter.mjs), once the export is in out/.
import { exportedPages } from '../export/pages';
import { aliasPages } from './alias-pages';
import { csp } from './csp';
import { hostFiles } from './host-files';
import { precompressStep } from './precompress';
import type { Step } from './step';

export const steps: readonly Step[] = [
  // Each route alias's redirect document, from the route table.
  aliasPages,
  // Each page's Content-Security-Policy: after every step that writes inline scripts.
  csp,
  // Netlify's and Cloudflare Pages' `_headers` and `_redirects`.
  hostFiles,
  // `.br` and `.gz` beside every text file: last, over the final files.
  precompressStep,
];

/** Runs every step over the export in `out`; `log` gets one line per step. */
export function runPipeline({
  root,
  out,
  log = console.log,
}: {
  root: string;
  out: string;
  log?: (line: string) => void;
}) {
  for (const step of steps) {
    log(`${step.name}: ${step.run({ root, out, pages: exportedPages(out) })}.`);
  }
}
