import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { brandCategoryLabels, brands } from '@/content/brands';
import { company } from '@/content/company';
import { homeSolutionRows } from '@/content/home';
import { allRoutes, routeAliases, routes, solutionIds } from '@/content/routes';
import { solutionPages } from '@/content/solutions';

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

/** Fields that hold paths, ids, links or codes rather than copy a visitor reads. */
const NOT_COPY = new Set(['src', 'id', 'path', 'target', 'group', 'url', 'website', 'email', 'whatsapp']);
const NOT_COPY_IN = new Set(['categories', 'logo']);

/** Every string of copy in a value, with its path; functions (templates) are called with a sample. */
function copyIn(value: unknown, where: string, out: { where: string; text: string }[] = []) {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (typeof value === 'function')
    copyIn((value as (...args: unknown[]) => unknown)('Cámaras IP', 3), `${where}()`, out);
  else if (Array.isArray(value)) value.forEach((v, i) => copyIn(v, `${where}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (!NOT_COPY.has(key) && !NOT_COPY_IN.has(key)) copyIn(v, `${where}.${key}`, out);
    }
  }
  return out;
}

/** Whole words, also next to accented letters (\b only knows ASCII). */
const words = (list: string[]) => new RegExp(`(?<!\\p{L})(${list.join('|')})(?!\\p{L})`, 'iu');
const ENGLISH = words([
  'the',
  'and',
  'with',
  'your',
  'our',
  'for',
  'this',
  'that',
  'please',
  'click',
  'here',
  'learn more',
]);
const INFORMAL = words([
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'puedes',
  'quieres',
  'necesitas',
  'tienes',
  'eres',
  'estás',
]);
// Informal imperatives with an enclitic pronoun; the formal forms are contáctenos, escríbanos, llámenos...
const INFORMAL_IMPERATIVE = words(['contáctanos', 'escríbenos', 'llámanos', 'visítanos', 'cuéntanos']);
// The one sentence kept word for word from the original site, informal as it was: the video fallback.
const KEPT_AS_WRITTEN = new Set(['Tu navegador no soporta videos HTML5.']);
const PLACEHOLDER = /lorem|ipsum|\bTODO\b|\bTBD\b|FIXME|XXX|placeholder|texto de ejemplo/;

describe('route table', () => {
  it('holds the 17 canonical routes, each once, with a leading slash', () => {
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

  it('lists the eleven solutions in the menu order', () => {
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

  it('gives every route a label and a one-sentence summary that start with a capital', () => {
    for (const route of allRoutes) {
      expect(route.label).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡][\p{L} ]{2,}/u);
      expect(route.summary).toMatch(/^[A-ZÁÉÍÓÚÑ].{40,}\.$/u);
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

  it('uses https for the design credit', () => {
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

  it.each(modules)('%s: copy in formal Spanish, without English or placeholders', (file, exports) => {
    const copy = copyIn(exports, file);
    const problems = copy.flatMap(({ where, text }) =>
      [
        ENGLISH.test(text) && 'English',
        INFORMAL.test(text) && !KEPT_AS_WRITTEN.has(text) && 'informal "tú"',
        INFORMAL_IMPERATIVE.test(text) && 'informal imperative',
        PLACEHOLDER.test(text) && 'placeholder',
        text.trim() === '' && 'empty',
      ]
        .filter(Boolean)
        .map((problem) => `${where}: ${problem}: ${text}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(modules)('%s: titles and headings start with a capital (or ¿ ¡ «)', (file, exports) => {
    const headings = copyIn(exports, file).filter(({ where }) => /\.(title|heading)$/.test(where));
    for (const { where, text } of headings) expect(`${where}: ${text}`).toMatch(/: [A-ZÁÉÍÓÚÑ¿¡«0-9]/);
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

describe('home page', () => {
  it('links nine solution rows, each once, in the published order', () => {
    expect(homeSolutionRows).toEqual([
      'networking',
      'pos',
      'solar',
      'doors',
      'parking',
      'signage',
      'licensing',
      'security',
      'computing',
    ]);
  });
});

describe('solution modules', () => {
  it('has one module per solution route', () => {
    expect(Object.keys(solutionPages).sort()).toEqual([...solutionIds].sort());
  });

  it.each(solutionIds.map((id) => [id, solutionPages[id]] as const))(
    '%s: hero, gallery of four or more captioned drawings, two or more feature lists',
    (id, page) => {
      expect(page.title.length).toBeGreaterThan(5);
      expect(page.lead.length).toBeGreaterThan(80);
      expect(page.ctaLabel.length).toBeGreaterThan(5);
      expect(page.whatsappMessage).toMatch(/^Hola, /);
      expect(page.gallery.items.length).toBeGreaterThanOrEqual(4);
      expect(page.gallery.items.length).toBeLessThanOrEqual(6); // the gallery grid fills rows for 4 to 6
      for (const item of page.gallery.items) expect(item.caption.length).toBeGreaterThan(40);
      expect(new Set(page.gallery.items.map((item) => item.src)).size).toBe(page.gallery.items.length);
      expect(page.featureCard.lists.length).toBeGreaterThanOrEqual(2);
      for (const list of page.featureCard.lists) {
        expect(list.items.length).toBeGreaterThanOrEqual(3);
        expect(new Set(list.items).size).toBe(list.items.length);
      }
      expect(new Set(page.featureCard.lists.map((list) => list.title)).size).toBe(page.featureCard.lists.length);
      expect(routes[id].path).toMatch(/^\//);
    },
  );

  it('gives every solution page its own title and WhatsApp text', () => {
    const pages = Object.values(solutionPages);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.whatsappMessage)).size).toBe(pages.length);
  });
});
