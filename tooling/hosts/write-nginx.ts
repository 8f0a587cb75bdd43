// `npm run hosts`: writes deploy/nginx/ from the host rules and the route table. Run it after editing either;
// tests/unit/build/hosts.test.ts fails while the committed files differ from what it writes.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { nginxFiles } from './nginx';
import { siteRedirects } from './redirects';

/** Where the nginx files live, from the project's root. */
export const NGINX_DIR = path.join('deploy', 'nginx');

function main() {
  const dir = path.join(process.cwd(), NGINX_DIR);
  const files = nginxFiles(siteRedirects());
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  console.log(`hosts: ${Object.keys(files).length} nginx files written to ${NGINX_DIR}/.`);
}

if (require.main === module) main();
