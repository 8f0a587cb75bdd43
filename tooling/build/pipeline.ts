// The post-build pipeline: what a static export needs beyond Next's output, in this order. Run by `next build`
// itself through the build adapter (next-adapter.mjs), once the export is in out/.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { exportedPages, type ExportedPage } from '../export/pages';
import { pagesHeaders, pagesRedirects } from '../hosts/netlify-cloudflare';
import { siteRedirects } from '../hosts/redirects';
import { siteAliases, writeAliasPages } from './alias-pages';
import { writePolicies } from './csp';
import { precompress } from './precompress';

/** One step: changes the export in place, returns a line for the build's output. Pages are listed anew for each. */
export type Step = { name: string; run(context: { out: string; pages: ExportedPage[] }): string };

export const steps: readonly Step[] = [
  // Each route alias's redirect document, from the route table.
  { name: 'alias-pages', run: ({ out }) => `${writeAliasPages(out, siteAliases()).length} alias document(s)` },
  // Each page's Content-Security-Policy: after every step that writes inline scripts.
  { name: 'csp', run: ({ out, pages }) => writePolicies(out, pages) },
  // Netlify's and Cloudflare Pages' `_headers` and `_redirects` (nginx's configuration is committed: npm run hosts).
  {
    name: 'host-files',
    run({ out }) {
      const redirects = siteRedirects();
      const files = { _headers: pagesHeaders(), _redirects: pagesRedirects(redirects) };
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(out, name), text);
      return `_headers and _redirects with ${redirects.length} redirect(s)`;
    },
  },
  // `.br` and `.gz` beside every text file: last, over the final files.
  { name: 'precompress', run: ({ out }) => `${precompress(out)} files precompressed` },
];

/** Runs every step over the export in `out`; `log` gets one line per step. */
export function runPipeline({ out, log = console.log }: { out: string; log?: (line: string) => void }) {
  for (const step of steps) log(`${step.name}: ${step.run({ out, pages: exportedPages(out) })}.`);
}
