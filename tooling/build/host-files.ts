// Step host-files: writes Netlify's and Cloudflare Pages' `_headers` and `_redirects` into the export. The nginx
// configuration is not written by the build: it is committed (`npm run hosts`, checked by a unit test).
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { pagesFiles } from '../hosts/netlify-cloudflare';
import { siteRedirects } from '../hosts/redirects';
import type { Step } from './step';

export const hostFiles: Step = {
  name: 'host-files',
  run({ out }) {
    const redirects = siteRedirects();
    for (const [name, text] of Object.entries(pagesFiles(redirects))) writeFileSync(path.join(out, name), text);
    return `_headers and _redirects with ${redirects.length} redirect(s)`;
  },
};
