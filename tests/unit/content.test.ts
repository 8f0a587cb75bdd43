import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { company } from '@/content/company';

// How the code uses content/. The content's own rules (texts, numbers, images, routes, brands, counts) are
// checked by `npm run check:contenido` (lib/content/), and proven in contentCheck.test.ts.
const root = path.resolve(__dirname, '../..');

describe('company record', () => {
  it('is the only place that writes the number, the e-mail and the name', () => {
    const offenders: string[] = [];
    const scan = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) scan(full);
        else if (/\.(tsx?|scss)$/.test(entry.name) && !full.endsWith(path.join('content', 'company.ts'))) {
          const text = readFileSync(full, 'utf8');
          for (const fact of [company.whatsapp, company.email, company.phoneDisplay, company.name]) {
            if (text.includes(fact)) offenders.push(`${path.relative(root, full)}: ${fact}`);
          }
        }
      }
    };
    for (const dir of ['app', 'components', 'content', 'lib']) scan(path.join(root, dir));
    expect(offenders).toEqual([]);
  });
});

describe('content/ as plain data', () => {
  it('imports only other content modules: no links, components or helpers are built here', () => {
    const imports: string[] = [];
    const scan = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) scan(full);
        else {
          for (const [, from] of readFileSync(full, 'utf8').matchAll(/from '([^']+)'/g)) {
            if (!from!.startsWith('./') && !from!.startsWith('../'))
              imports.push(`${path.relative(root, full)}: ${from}`);
          }
        }
      }
    };
    scan(path.join(root, 'content'));
    expect(imports).toEqual([]);
  });
});
