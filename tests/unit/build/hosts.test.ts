/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { filesUnder } from '@/tooling/export/pages';
import { pagesRedirects } from '@/tooling/hosts/netlify-cloudflare';
import { NGINX_DIR, nginxFiles, nginxRules } from '@/tooling/hosts/nginx';
import { siteRedirects } from '@/tooling/hosts/redirects';

describe('host files', () => {
  it('the committed nginx configuration is what `npm run hosts` writes from the host rules and the route table', () => {
    const files = nginxFiles(siteRedirects());
    const committed = filesUnder(NGINX_DIR)
      .filter((name) => name.endsWith('.conf'))
      .sort();
    expect(committed).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) {
      expect(`${name}:\n${readFileSync(path.join(NGINX_DIR, name), 'utf8')}`).toBe(`${name}:\n${text}`);
    }
  });

  it('redirects every alias and the decomposed spelling of the accented page, percent-encoded', () => {
    const redirects = siteRedirects();
    expect(redirects).toEqual([
      { from: '/SistemasPOS', to: '/SistemasPOs' },
      { from: '/Pantallas-Señalización'.normalize('NFD'), to: '/Pantallas-Se%C3%B1alizaci%C3%B3n' },
    ]);
    expect(pagesRedirects(redirects).split('\n').slice(0, 2)).toEqual([
      '/SistemasPOS /SistemasPOs 301',
      '/Pantallas-Sen%CC%83alizacio%CC%81n /Pantallas-Se%C3%B1alizaci%C3%B3n 301',
    ]);
    expect(nginxRules(redirects)).toContain(
      'location = "/SistemasPOS" {\n    return 301 "/SistemasPOs$is_args$args";\n}',
    );
  });
});
