import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { content } from '@/lib/content';

// How the code uses content/ (the content's own rules: contentCheck.test.ts).
const root = path.resolve(__dirname, '../..');
const { company } = content('es');

/** Every file under `dir`, relative to the project's root. */
function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('company record', () => {
  it('is the only place that writes the number, the e-mail and the name', () => {
    const offenders: string[] = [];
    for (const file of ['app', 'components', 'content', 'lib'].flatMap(filesUnder)) {
      if (!/\.(tsx?|scss|ya?ml)$/.test(file) || file === path.join('content', 'company.yaml')) continue;
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const fact of [company.whatsapp, company.email, company.phoneDisplay, company.name, company.shortName]) {
        if (text.includes(fact)) offenders.push(`${file}: ${fact}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('content/ as data', () => {
  it('holds YAML data files only, besides the schemas and the check that describe them', () => {
    const code = filesUnder('content').filter(
      (file) => !file.endsWith('.yaml') && !/^content\/(schema|check)\/[\w-]+\.ts$/.test(file),
    );
    expect(code).toEqual([]);
  });
});

describe('counts in the copy', () => {
  it('come from the lists: the products page is described with the number of products, in both languages', () => {
    for (const locale of ['es', 'en'] as const) {
      const site = content(locale);
      const n = String(site.products.products.length);
      const { summary, description } = site.routes.routes.products;
      expect(summary.startsWith(`${n} `)).toBe(true);
      expect(description.startsWith(`${n} `)).toBe(true);
      expect(site.routes.routes.partners.description).toContain(` ${site.partners.partners.length} `);
    }
  });

  it('no text writes a count of a list in words', () => {
    const counted =
      /\b(seis|siete|ocho|trece|once|six|seven|eight|thirteen|eleven)\s+(equipos|productos|marcas|fabricantes|partners|soluciones|devices|products|brands|manufacturers|solutions)\b/i;
    const offenders = filesUnder('content')
      .filter((file) => file.endsWith('.yaml'))
      .filter((file) => counted.test(readFileSync(path.join(root, file), 'utf8').replace(/\s+/g, ' ')));
    expect(offenders).toEqual([]);
  });
});
