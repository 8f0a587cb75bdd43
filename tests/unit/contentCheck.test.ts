/** @jest-environment node */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { contentSources, type ContentSources } from '@/lib/content/sources';
import { SPANISH_SHARE, type DetectLanguage } from '@/lib/content/text';
import { formatProblem, validateContent } from '@/lib/content/validate';

import { ENGLISH_LEAD, setIn, sevenEdits } from './fixtures/contentEdits';

const root = path.resolve(__dirname, '../..');
const publicDir = path.join(root, 'public');

/** Jest cannot load the detector (an ES module only); these stand in for it, the script tests use the real one. */
const readsAsSpanish: DetectLanguage = () => ({ es: 0.9, pt: 0.6 });
const readsAsEnglish: DetectLanguage = () => ({ en: 0.8, es: 0.5 });

/** A deep copy of the content that an edit can change freely; functions (text templates) are kept. */
function copyOf<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyOf) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyOf(v)])) as T;
  }
  return value;
}

/** The check's lines for the real content with one edit applied. */
function check(edit: (s: ContentSources) => void = () => {}, detectLanguage = readsAsSpanish): string[] {
  const sources = copyOf(contentSources);
  edit(sources);
  return validateContent(sources, { detectLanguage, publicDir }).map(formatProblem);
}

/** An edit that sets the value at a path: `set(file, ...fields, value)`. */
const set = (...pathThenValue: unknown[]) => {
  const value = pathThenValue.pop();
  return (s: ContentSources) => setIn(s, pathThenValue as (string | number)[], value);
};

describe('the site’s real content', () => {
  it('passes every rule', () => {
    expect(check()).toEqual([]);
  });

  it('is read in full: every module of content/ is in the check', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.ts') && entry.name !== 'types.ts') files.push(path.relative(root, full));
      }
    };
    walk(path.join(root, 'content'));
    expect(Object.keys(contentSources).sort()).toEqual(files.sort());
  });
});

// One bad edit per rule: the line names the file, the field and the rule.
describe.each<[string, (s: ContentSources) => void, string]>([
  // Required text, trimmed, within its length
  [
    'empty text',
    set('content/products.ts', 'products', 4, 'name', ''),
    'content/products.ts › products[4].name: está vacío: escriba un nombre.',
  ],
  [
    'untrimmed text',
    set('content/home.ts', 'home', 'hero', 'title', 'Tecnología que protege su empresa '),
    'content/home.ts › home.hero.title: tiene espacios al principio o al final: quítelos.',
  ],
  [
    'double spaces',
    set('content/topics.ts', 'topics', 0, 'title', 'Dispositivos  inteligentes'),
    'content/topics.ts › topics[0].title: tiene espacios dobles o saltos de línea dentro del texto.',
  ],
  [
    'a name too long for its card',
    set(
      'content/products.ts',
      'products',
      1,
      'name',
      'Cerradura inteligente con huella, código, tarjeta, llave y aplicación',
    ),
    'content/products.ts › products[1].name: tiene 69 caracteres; un nombre debe tener entre 2 y 60.',
  ],
  [
    'a search description too short',
    set('content/routes.ts', 'routes', 'solar', 'description', 'Energía solar en Cuenca.'),
    'content/routes.ts › routes.solar.description: tiene 24 caracteres; una descripción para buscadores debe tener entre 120 y 160.',
  ],
  // Placeholders
  [
    'placeholder text',
    set('content/topics.ts', 'topics', 2, 'points', 1, 'Texto de ejemplo XXX'),
    'content/topics.ts › topics[2].points[1]: contiene texto provisional («Texto de ejemplo», «XXX»): escriba el texto definitivo.',
  ],
  [
    'a FIXME marker',
    set('content/about.ts', 'aboutSlides', 0, 'text', 'FIXME: confirmar la misión con la gerencia antes de publicar.'),
    'content/about.ts › aboutSlides[0].text: contiene texto provisional («FIXME»): escriba el texto definitivo.',
  ],
  // Spanish, formal
  [
    'an English call to action',
    set('content/solutions/networking.ts', 'content', 'ctaLabel', 'Get a quote'),
    'content/solutions/networking.ts › content.ctaLabel: está en inglés («Get», «quote»): todo texto visible va en español.',
  ],
  [
    'an English label in page copy',
    set('content/products.ts', 'productsPage', 'list', 'cta', 'Contact us now'),
    'content/products.ts › productsPage.list.cta: está en inglés («Contact us», «now»): todo texto visible va en español.',
  ],
  [
    'the informal "tú"',
    set('content/contact.ts', 'contactSection', 'title', 'Cuéntanos tu proyecto'),
    'content/contact.ts › contactSection.title: trata al visitante de «tú»: el sitio le habla de «usted» (por ejemplo, «su», «le», «contáctenos»).',
  ],
  [
    'an English text template',
    set('content/products.ts', 'productMessage', (name: string) => `Hi, please send me a quote for ${name}.`),
    'content/products.ts › productMessage: está en inglés («please», «send», «quote», «for»): todo texto visible va en español.',
  ],
  [
    'a chat without its greeting',
    set(
      'content/solutions/solar.ts',
      'content',
      'whatsappMessage',
      'Quisiera una cotización de paneles solares para mi casa.',
    ),
    'content/solutions/solar.ts › content.whatsappMessage: un mensaje de WhatsApp empieza con el saludo «Hola, ».',
  ],
  [
    'a heading in lower case',
    set('content/partners.ts', 'partnerBenefits', 0, 'title', 'certificaciones oficiales'),
    'content/partners.ts › partnerBenefits[0].title: debe empezar con mayúscula (o con ¿ ¡ «).',
  ],
  [
    'a route summary that is not a sentence',
    set(
      'content/routes.ts',
      'routes',
      'doors',
      'summary',
      'Puertas blindadas, cortafuego certificadas y accesos especiales',
    ),
    'content/routes.ts › routes.doors.summary: debe ser una oración: empieza con mayúscula y termina en punto.',
  ],
  // Numbers, e-mail and links
  [
    'a WhatsApp number one digit short',
    set('content/company.ts', 'company', 'whatsapp', '59399000000'),
    'content/company.ts › company.whatsapp: no es un número válido de Ecuador: 593 seguido de los 9 dígitos del celular sin el 0 (593991234567).',
  ],
  [
    'a WhatsApp number in national form',
    set('content/company.ts', 'company', 'whatsapp', '0990000000'),
    'content/company.ts › company.whatsapp: está en forma nacional (empieza por 0): escríbalo con el código de Ecuador, 593, y sin el 0 (593991234567).',
  ],
  [
    'a WhatsApp number with a plus and spaces',
    set('content/company.ts', 'company', 'whatsapp', '+593 99 123 4567'),
    'content/company.ts › company.whatsapp: escriba solo dígitos, sin «+», espacios ni guiones (por ejemplo 593991234567).',
  ],
  [
    'a landline as the WhatsApp number',
    set('content/company.ts', 'company', 'whatsapp', '59372800000'),
    'content/company.ts › company.whatsapp: debe ser un celular con WhatsApp (593 9…), no un teléfono fijo.',
  ],
  [
    'a phone number that is not Ecuadorian',
    set('content/company.ts', 'company', 'phoneDisplay', '+593 99 000'),
    'content/company.ts › company.phoneDisplay: no es un número de teléfono válido de Ecuador (por ejemplo «+593 99 123 4567»).',
  ],
  [
    'a malformed e-mail',
    set('content/company.ts', 'company', 'email', 'contacto@austrointegra'),
    'content/company.ts › company.email: no es un correo electrónico válido (por ejemplo «contacto@empresa.com.ec»).',
  ],
  [
    'a partner website without https',
    set('content/partners.ts', 'partners', 3, 'website', 'www.cisco.com'),
    'content/partners.ts › partners[3].website: debe ser una dirección web completa y segura, como «https://www.ejemplo.com».',
  ],
  // Images
  [
    'a missing image',
    set('content/solutions/pos.ts', 'content', 'heroImage', 'src', '/illustrations/services/pos-nuevo.svg'),
    'content/solutions/pos.ts › content.heroImage.src: no existe el archivo public/illustrations/services/pos-nuevo.svg: súbalo a public/ o corrija la ruta.',
  ],
  [
    'an image declared at the wrong size',
    set('content/home.ts', 'home', 'hero', 'image', 'height', 400),
    'content/home.ts › home.hero.image: declara 640 × 400 px, pero public/illustrations/inicio-hero.svg mide 640 × 480: copie el tamaño real.',
  ],
  [
    'an image path without its leading slash',
    set('content/topics.ts', 'topics', 1, 'image', 'src', 'illustrations/catalogo/hub.svg'),
    'content/topics.ts › topics[1].image.src: debe ser la ruta de un archivo de imagen dentro de public/, empezando por «/» (por ejemplo «/illustrations/foto.svg»).',
  ],
  [
    'an image without alternative text',
    set('content/catalogueImages.ts', 'catalogueImages', 'nvr', 'alt', ''),
    'content/catalogueImages.ts › catalogueImages.nvr.alt: está vacío: escriba un texto alternativo.',
  ],
  // Routes
  [
    'a duplicated route path',
    set('content/routes.ts', 'routes', 'networking', 'path', '/SecurityCctv'),
    'content/routes.ts › routes.networking.path: repite la ruta «/SecurityCctv» de routes.security: cada página tiene su propia ruta.',
  ],
  [
    'a published route gone missing',
    set('content/routes.ts', 'routes', 'networking', 'path', '/Redes'),
    'content/routes.ts › routes: falta la ruta publicada «/RedesNetworking»: los enlaces y buscadores la usan, no la cambie.',
  ],
  [
    'a route path with a trailing slash',
    set('content/routes.ts', 'routes', 'about', 'path', '/Nosotros/'),
    'content/routes.ts › routes.about.path: una ruta no termina en «/».',
  ],
  [
    'a route path without its leading slash',
    set('content/routes.ts', 'routes', 'partners', 'path', 'Partners'),
    'content/routes.ts › routes.partners.path: una ruta empieza con una sola «/».',
  ],
  [
    'a route path in decomposed Unicode',
    set('content/routes.ts', 'routes', 'signage', 'path', '/Pantallas-Señalización'.normalize('NFD')),
    'content/routes.ts › routes.signage.path: la ruta no está en forma Unicode NFC (tildes compuestas): vuelva a escribir las letras con tilde.',
  ],
  [
    'two routes that differ only by case',
    set('content/routes.ts', 'routes', 'products', 'path', '/servicios'),
    'content/routes.ts › routes.products.path: «/servicios» solo difiere en mayúsculas de la ruta de routes.catalogue.',
  ],
  [
    'an alias to no page',
    set('content/routes.ts', 'routeAliases', 0, 'target', '/SistemasPos'),
    'content/routes.ts › routeAliases[0].target: «/SistemasPos» no es una ruta de la tabla de rutas.',
  ],
  // Brands by reference
  [
    'a catalogue card naming a brand that is not in the list',
    set('content/catalogue.ts', 'catalogue', 0, 'subcategories', 0, 'items', 1, 'brands', 0, 'yalee'),
    'content/catalogue.ts › catalogue[0].subcategories[0].items[1].brands[0]: «yalee» no es una marca de content/brands.ts: escriba el id de la marca (¿quiso decir «yale»?).',
  ],
  [
    'a category panel naming a brand by its name',
    set('content/catalogue.ts', 'catalogue', 1, 'brands', 2, 'Axis Communications'),
    'content/catalogue.ts › catalogue[1].brands[2]: «Axis Communications» no es una marca de content/brands.ts: escriba el id de la marca (¿quiso decir «axisCommunications»?).',
  ],
  [
    'a partner description left with an old brand name',
    set('content/partners.ts', 'partners', 0, 'name', 'Hikvision Digital'),
    'content/partners.ts › partners[0].description: debe nombrar a la marca «Hikvision Digital» (¿quedó el nombre anterior tras renombrarla en content/brands.ts?).',
  ],
  [
    'a brand listed twice',
    set('content/brands.ts', 'brandRecords', 'bosch', 'name', 'Honeywell'),
    'content/brands.ts › brandRecords.bosch.name: repite la marca «Honeywell» de honeywell.',
  ],
  // Counts
  [
    'eight home rows',
    (s) => void (s['content/home.ts'].homeSolutionRows as string[]).pop(),
    'content/home.ts › homeSolutionRows: tiene 8 filas; el sitio muestra exactamente 9.',
  ],
  [
    'a home row repeated',
    set('content/home.ts', 'homeSolutionRows', 8, 'networking'),
    'content/home.ts › homeSolutionRows[8]: repite la solución del elemento [0] («networking»).',
  ],
  [
    'fourteen topics',
    (s) => void s['content/topics.ts'].topics.pop(),
    'content/topics.ts › topics: tiene 14 bloques de temas; el sitio muestra exactamente 15.',
  ],
  [
    'twelve partners',
    (s) => void s['content/partners.ts'].partners.pop(),
    'content/partners.ts › partners: tiene 12 partners; el sitio muestra exactamente 13.',
  ],
  [
    'five benefits',
    (s) => void s['content/partners.ts'].partnerBenefits.push({ ...s['content/partners.ts'].partnerBenefits[0]! }),
    'content/partners.ts › partnerBenefits: tiene 5 beneficios; el sitio muestra exactamente 4.',
  ],
  [
    'seven products',
    (s) =>
      void s['content/products.ts'].products.push({
        ...s['content/products.ts'].products[0]!,
        name: 'Timbre con cámara',
      }),
    'content/products.ts › products: tiene 7 productos; el sitio muestra exactamente 6.',
  ],
  [
    'fifty-nine brands',
    (s) => void delete (s['content/brands.ts'].brandRecords as Record<string, unknown>).kaspersky,
    'content/brands.ts › brandRecords: tiene 59 marcas; el sitio muestra exactamente 60.',
  ],
  [
    'two slides',
    (s) => void s['content/about.ts'].aboutSlides.pop(),
    'content/about.ts › aboutSlides: tiene 2 diapositivas; el sitio muestra exactamente 3.',
  ],
  [
    'a residential subcategory of three',
    (s) => void s['content/catalogue.ts'].catalogue[0]!.subcategories[0]!.items.pop(),
    'content/catalogue.ts › catalogue[0].subcategories[0].items: tiene 3 soluciones; el sitio muestra exactamente 4.',
  ],
  [
    'monitoring centres with five solutions',
    (s) => void s['content/catalogue.ts'].catalogue[1]!.subcategories[2]!.items.pop(),
    'content/catalogue.ts › catalogue[1].subcategories[2].items: tiene 5 soluciones; el sitio muestra al menos 6.',
  ],
  [
    'a solution gallery of three drawings',
    (s) => void s['content/solutions/doors.ts'].content.gallery.items.splice(3),
    'content/solutions/doors.ts › content.gallery.items: debe tener al menos 4 imágenes.',
  ],
  [
    'two solution pages with one title',
    set('content/solutions/solar.ts', 'content', 'title', 'Redes y networking empresarial'),
    'content/solutions/solar.ts › content.title: repite el título de content/solutions/networking.ts: cada página tiene el suyo.',
  ],
])('%s', (_, edit, line) => {
  it('is reported with its file, field and rule', () => {
    expect(check(edit)).toContain(line);
  });
});

describe('the language rules', () => {
  const lead = ['content/solutions/solar.ts', 'content', 'lead'] as const;

  it('flag prose the detector reads as another language', () => {
    expect(check(set(...lead, ENGLISH_LEAD), readsAsEnglish)).toContain(
      'content/solutions/solar.ts › content.lead: no parece español (el detector lo lee como «en»): todo texto visible va en español.',
    );
  });

  it(`accept prose where Spanish scores at least ${SPANISH_SHARE} of the best language`, () => {
    const close: DetectLanguage = () => ({ pt: 1, es: SPANISH_SHARE });
    expect(check(undefined, close)).toEqual([]);
  });

  it('leave the Spanish word "todo" alone', () => {
    expect(check(set('content/products.ts', 'productsPage', 'list', 'cta', 'Todo por WhatsApp'))).toEqual([]);
  });
});

describe('strange content', () => {
  it('is reported, never crashes the check', () => {
    const lines = check((s) => {
      setIn(s, ['content/topics.ts', 'topics'], null);
      setIn(s, ['content/products.ts', 'products', 0, 'name'], 42);
      setIn(s, ['content/company.ts', 'company', 'geo'], undefined);
      setIn(s, ['content/products.ts', 'productMessage'], () => {
        throw new Error('falta el nombre');
      });
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        'content/topics.ts › topics: Entrada inválida: se esperaba arreglo, recibido nulo',
        'content/products.ts › products[0].name: Entrada inválida: se esperaba texto, recibido número',
        'content/company.ts › company.geo: Entrada inválida: se esperaba objeto, recibido indefinido',
        'content/products.ts › productMessage: no pudo escribir el texto: falta el nombre',
      ]),
    );
  });

  it('lists every problem at once: the seven edits that used to ship', () => {
    const lines = check((s) => Object.values(sevenEdits).forEach((apply) => apply(s)));
    const fields = new Set(lines.map((line) => line.split(':')[0]));
    expect([...fields]).toEqual(
      expect.arrayContaining([
        'content/company.ts › company.whatsapp',
        'content/solutions/networking.ts › content.ctaLabel',
        'content/products.ts › products[2].description',
        'content/partners.ts › partners[0].brand',
        'content/routes.ts › routes.networking.path',
        'content/products.ts › products[4].name',
        'content/products.ts › products[0].image.src',
      ]),
    );
  });
});

/** Runs a command of the project with the bad-content fixture; resolves with its exit code and output. */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(command, args, { cwd: root, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

describe('the check script (with the real language detector)', () => {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const fixture = { CONTENT_FIXTURE: 'tests/unit/fixtures/contentEdits.ts' };
  // Started together: each run spends most of its time starting tsx.
  const runs = Promise.all([
    run(tsx, ['scripts/check-content.ts']),
    run(tsx, ['scripts/check-content.ts'], fixture),
    run('npm', ['run', 'build'], { ...fixture, CONTENT_EDIT: 'un dígito menos en el WhatsApp' }),
  ]);

  it('prints «Contenido correcto» for the real content', async () => {
    const [real] = await runs;
    expect(real).toMatchObject({ code: 0, stdout: 'Contenido correcto\n' });
  }, 60_000);

  it('exits with 1 and lists every problem of bad content, English prose included', async () => {
    const [, bad] = await runs;
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^El contenido tiene \d+ problemas; corríjalos/);
    for (const line of [
      '- content/solutions/solar.ts › content.lead: no parece español (el detector lo lee como «en»)',
      '- content/solutions/networking.ts › content.ctaLabel: está en inglés («Get», «quote»)',
      '- content/products.ts › products[2].description: contiene texto provisional («Lorem», «ipsum», «TODO»)',
      '- content/partners.ts › partners[0].brand: «hikvision» no es una marca de content/brands.ts',
      '- content/routes.ts › routes.networking.path: repite la ruta «/SecurityCctv»',
      '- content/products.ts › products[4].name: está vacío',
      '- content/products.ts › products[0].image.src: no existe el archivo',
      '- content/company.ts › company.whatsapp: está en forma nacional',
    ]) {
      expect(bad.stderr).toContain(line);
    }
  }, 60_000);

  it('stops `npm run build` before the framework build starts', async () => {
    const [, , build] = await runs;
    expect(build.code).not.toBe(0);
    expect(build.stderr).toContain(
      '- content/company.ts › company.whatsapp: no es un número válido de Ecuador: 593 seguido de los 9 dígitos del celular sin el 0 (593991234567).',
    );
    // npm announces each script it starts: the image generator, the build's second step, never starts.
    expect(build.stdout).not.toContain('> tsx scripts/generate-images.tsx');
  }, 60_000);
});
