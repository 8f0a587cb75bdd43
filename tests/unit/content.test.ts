import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { brandCategoryLabels, brands } from '@/content/brands';
import { company } from '@/content/company';
import { allRoutes, routeAliases, routes, solutionIds } from '@/content/routes';

const root = path.resolve(__dirname, '../..');

/** Every module in content/, loaded, so that new content is checked without touching this test. */
function contentModules(): [string, Record<string, unknown>][] {
  const found: [string, Record<string, unknown>][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && entry.name !== 'types.ts') {
        found.push([path.relative(root, full), jest.requireActual(full) as Record<string, unknown>]);
      }
    }
  };
  walk(path.join(root, 'content'));
  return found;
}

/** Objects with a `src` field anywhere in a value, with their path for error messages. */
function imagesIn(value: unknown, where: string, out: { where: string; image: Record<string, unknown> }[] = []) {
  if (Array.isArray(value)) value.forEach((v, i) => imagesIn(v, `${where}[${i}]`, out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string') out.push({ where, image: record });
    for (const [key, v] of Object.entries(record)) imagesIn(v, `${where}.${key}`, out);
  }
  return out;
}

describe('route table', () => {
  it('holds the 17 canonical routes of the spec, each once, with a leading slash', () => {
    const paths = allRoutes.map((r) => r.path);
    expect(paths).toHaveLength(17);
    expect(new Set(paths).size).toBe(17);
    expect(paths.every((p) => p.startsWith('/'))).toBe(true);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/Servicios',
        '/Productos',
        '/Nosotros',
        '/RedesNetworking',
        '/SistemasPOs',
        '/IntelligentParking',
        '/licenciamiento-software',
        '/SolarSystems',
        '/Puertas-Seguridad',
        '/Pantallas-Señalización',
        '/SecurityCctv',
        '/ComputoVideoConferencia',
        '/Partners',
        '/Automatizacion',
        '/PLAutomatizacion',
        '/secc_marcas',
      ]),
    );
  });

  it('stores the accented path in Unicode NFC form', () => {
    for (const route of allRoutes) expect(route.path).toBe(route.path.normalize('NFC'));
  });

  it('lists the eleven solutions in the menu order of the spec', () => {
    expect(solutionIds.map((id) => routes[id].path)).toEqual([
      '/Automatizacion',
      '/SecurityCctv',
      '/RedesNetworking',
      '/PLAutomatizacion',
      '/SolarSystems',
      '/Puertas-Seguridad',
      '/IntelligentParking',
      '/ComputoVideoConferencia',
      '/Pantallas-Señalización',
      '/SistemasPOs',
      '/licenciamiento-software',
    ]);
  });

  it('keeps /SistemasPOS as an alias of the canonical POS route only', () => {
    expect(routeAliases).toEqual([{ path: '/SistemasPOS', target: '/SistemasPOs' }]);
    const canonical = new Set(allRoutes.map((r) => r.path));
    for (const alias of routeAliases) {
      expect(canonical.has(alias.path)).toBe(false);
      expect(canonical.has(alias.target)).toBe(true);
    }
  });

  it('gives every route a Spanish label and summary', () => {
    for (const route of allRoutes) {
      expect(route.label.trim().length).toBeGreaterThan(2);
      expect(route.summary.length).toBeGreaterThan(40);
      expect(route.summary).toMatch(/\.$/);
    }
  });
});

describe('company record', () => {
  it('has a WhatsApp number in wa.me form: 593, digits only, no leading 0', () => {
    expect(company.whatsapp).toMatch(/^593[1-9]\d{7,8}$/);
  });

  it('places the office on Av. 12 de Abril, Cuenca', () => {
    expect(company.address.street).toContain('Av. 12 de Abril');
    expect(company.address.city).toBe('Cuenca');
    expect(company.mapsQuery).toContain('12 de Abril');
  });

  it('uses https for the site and the design credit', () => {
    expect(company.siteUrl).toMatch(/^https:\/\/[^/]+$/);
    expect(company.designCredit.url).toMatch(/^https:\/\//);
  });

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

describe('brands', () => {
  it('lists 60 brands, each once', () => {
    expect(brands).toHaveLength(60);
    expect(new Set(brands.map((b) => b.name.toLowerCase())).size).toBe(60);
  });

  it('gives every brand at least one known category', () => {
    for (const brand of brands) {
      expect(brand.categories.length).toBeGreaterThan(0);
      for (const category of brand.categories) expect(brandCategoryLabels[category]).toBeDefined();
    }
  });

  it('has a logo file for every brand that names one', () => {
    for (const brand of brands.filter((b) => b.logo)) {
      expect(existsSync(path.join(root, 'public', 'brands', `${brand.logo}.svg`))).toBe(true);
    }
  });
});

describe('every content module', () => {
  const modules = contentModules();

  it('is loaded by this test', () => {
    expect(modules.map(([file]) => file)).toEqual(expect.arrayContaining(['content/company.ts', 'content/home.ts']));
  });

  it.each(modules)('%s: every image exists in public/, with sizes and Spanish alt text', (file, exports) => {
    for (const { where, image } of imagesIn(exports, file)) {
      const src = image.src as string;
      expect(`${where} ${src}`).toMatch(/ \/[\w\-/.]+\.(svg|png|jpe?g|webp|avif)$/);
      expect(existsSync(path.join(root, 'public', src)) ? src : `missing: ${where} ${src}`).toBe(src);
      expect(image.width).toEqual(expect.any(Number));
      expect(image.height).toEqual(expect.any(Number));
      expect(typeof image.alt).toBe('string');
      const decorativeAllowed = /logo/i.test(where);
      if (!decorativeAllowed) expect(`${where}: ${image.alt}`).toMatch(/: [A-ZÁÉÍÓÚÑ¿¡].{14,}/);
    }
  });
});
