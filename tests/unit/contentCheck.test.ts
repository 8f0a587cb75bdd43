/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';

import { checkContent } from '@/content/check/check';
import { EXPECTED_SHARE, type DetectLanguage } from '@/content/check/language';
import { dataFiles, solutionFiles } from '@/content/schema';

import {
  addPublicFile,
  allEdits,
  contentCopy,
  dataFilesUnder,
  ENGLISH_LEAD,
  getIn,
  readsAsWritten,
  removeCopies,
  root,
  setIn,
  sevenEdits,
  type ContentFiles,
  type Edit,
} from './fixtures/contentEdits';

/** Jest cannot load the language detector (an ES module only): this stands in for it. */
const readsAsEnglish: DetectLanguage = () => ({ en: 0.8, es: 0.5 });

afterAll(removeCopies);

/** The check's lines for a copy of the real content with one edit applied. */
function check(edit: Edit = () => {}, detectLanguage = readsAsWritten): string[] {
  return checkContent(contentCopy(edit), detectLanguage);
}

/** An edit that sets the value at a path of the Spanish part, or the English one: `set(file, [...fields], value)`. */
const set =
  (file: string, at: (string | number)[], value: unknown, language: 'es' | 'en' = 'es') =>
  (f: ContentFiles) =>
    setIn(f, file, at, value, language);
/** An edit that changes a list at a path, in Spanish and, when `english` is given, in English too. */
const onList =
  (file: string, at: (string | number)[], change: (list: unknown[]) => void, english?: (list: unknown[]) => void) =>
  (f: ContentFiles) => {
    change(getIn(f, file, at) as unknown[]);
    english?.(getIn(f, file, at, 'en') as unknown[]);
  };

const products = 'content/products.yaml';
const brands = 'content/brands.yaml';
const routes = 'content/routes.yaml';
const company = 'content/company.yaml';

describe('the site’s real content', () => {
  it('passes every rule', () => {
    expect(check()).toEqual([]);
  });

  it('is read in full: every data file of content/ has its schema', () => {
    const files = dataFilesUnder(path.join(root, 'content'));
    const known = [...Object.values(dataFiles).map((d) => d.file), ...solutionFiles.ids.map(solutionFiles.fileOf)];
    expect(files.sort()).toEqual(known.sort());
  });
});

// One bad edit per rule: the line names the data file, the field and the rule.
it.each<[string, Edit, string]>([
  // Required text, trimmed, within its length
  [
    'empty text',
    set(products, ['products', 4, 'name'], ''),
    `${products} › es.products[4].name: está vacío: escriba un nombre.`,
  ],
  [
    'untrimmed text',
    set('content/home.yaml', ['hero', 'title'], 'Tecnología que protege su empresa '),
    'content/home.yaml › es.hero.title: tiene espacios al principio o al final: quítelos.',
  ],
  [
    'double spaces',
    set('content/topics.yaml', ['topics', 0, 'title'], 'Dispositivos  inteligentes'),
    'content/topics.yaml › es.topics[0].title: tiene espacios dobles o saltos de línea dentro del texto.',
  ],
  [
    'a name too long for its card',
    set(products, ['products', 1, 'name'], 'Cerradura inteligente con huella, código, tarjeta, llave y aplicación'),
    `${products} › es.products[1].name: tiene 69 caracteres; un nombre debe tener entre 2 y 60.`,
  ],
  [
    'a search description too short',
    set(routes, ['routes', 'solar', 'description'], 'Energía solar en Cuenca.'),
    `${routes} › es.routes.solar.description: tiene 24 caracteres; una descripción para buscadores debe tener entre 120 y 160.`,
  ],
  // Placeholders
  [
    'placeholder text',
    set('content/topics.yaml', ['topics', 2, 'points', 1], 'Texto de ejemplo XXX'),
    'content/topics.yaml › es.topics[2].points[1]: contiene texto provisional («Texto de ejemplo», «XXX»): escriba el texto definitivo.',
  ],
  [
    'a FIXME marker',
    set(
      'content/about.yaml',
      ['slides', 'mission', 'text'],
      'FIXME: confirmar la misión con la gerencia antes de publicar.',
    ),
    'content/about.yaml › es.slides.mission.text: contiene texto provisional («FIXME»): escriba el texto definitivo.',
  ],
  [
    'a placeholder the text does not know',
    set(
      routes,
      ['routes', 'solar', 'description'],
      'Energía solar en Cuenca y el Austro: {cantidad} sistemas fotovoltaicos conectados a la red o con baterías, dimensionados para su consumo real.',
    ),
    `${routes} › es.routes.solar.description: usa {cantidad}, que este texto no conoce: no use llaves.`,
  ],
  [
    'a misspelt placeholder',
    set(products, ['list', 'message'], 'Hola, me interesa el producto «{product}». ¿Podrían darme más información?'),
    `${products} › es.list.message: usa {product}, que este texto no conoce: use {producto}.`,
  ],
  [
    'a message without the product it names',
    set(products, ['list', 'message'], 'Hola, me interesa uno de sus productos. ¿Podrían darme más información?'),
    `${products} › es.list.message: debe incluir {producto}: el sitio pone ahí el dato.`,
  ],
  [
    'a contact message that drops the e-mail',
    onList('content/contact.yaml', ['form', 'message'], (lines) => void lines.pop()),
    'content/contact.yaml › es.form.message: debe incluir {email}: son los datos que escribe el visitante.',
  ],
  // Spanish, formal
  [
    'an English call to action',
    set('content/solutions/networking.yaml', ['ctaLabel'], 'Get a quote'),
    'content/solutions/networking.yaml › es.ctaLabel: está en inglés («Get», «quote»): todo texto visible va en español.',
  ],
  [
    'an English label in page copy',
    set(products, ['list', 'cta'], 'Contact us now'),
    `${products} › es.list.cta: está en inglés («Contact us», «now»): todo texto visible va en español.`,
  ],
  [
    'the informal "tú"',
    set('content/contact.yaml', ['section', 'title'], 'Cuéntanos tu proyecto'),
    'content/contact.yaml › es.section.title: trata al visitante de «tú»: el sitio le habla de «usted» (por ejemplo, «su», «le», «contáctenos»).',
  ],
  [
    'an English message template',
    set(products, ['list', 'message'], 'Hi, please send me a quote for {producto}.'),
    `${products} › es.list.message: está en inglés («please», «send», «quote», «for»): todo texto visible va en español.`,
  ],
  [
    'a chat without its greeting',
    set(
      'content/solutions/solar.yaml',
      ['whatsappMessage'],
      'Quisiera una cotización de paneles solares para mi casa.',
    ),
    'content/solutions/solar.yaml › es.whatsappMessage: un mensaje de WhatsApp empieza con el saludo «Hola, ».',
  ],
  [
    'a heading in lower case',
    set('content/partners.yaml', ['benefits', 'items', 0, 'title'], 'certificaciones oficiales'),
    'content/partners.yaml › es.benefits.items[0].title: debe empezar con mayúscula (o con ¿ ¡ «).',
  ],
  [
    'a route summary that is not a sentence',
    set(routes, ['routes', 'doors', 'summary'], 'Puertas blindadas, cortafuego certificadas y accesos especiales'),
    `${routes} › es.routes.doors.summary: debe ser una oración: empieza con mayúscula y termina en punto.`,
  ],
  // Numbers, e-mail and links
  [
    'a WhatsApp number one digit short',
    set(company, ['whatsapp'], '59399000000'),
    `${company} › es.whatsapp: no es un número válido de Ecuador: 593 seguido de los 9 dígitos del celular sin el 0 (593991234567).`,
  ],
  [
    'a WhatsApp number in national form',
    set(company, ['whatsapp'], '0990000000'),
    `${company} › es.whatsapp: está en forma nacional (empieza por 0): escríbalo con el código de Ecuador, 593, y sin el 0 (593991234567).`,
  ],
  [
    'a WhatsApp number with a plus and spaces',
    set(company, ['whatsapp'], '+593 99 123 4567'),
    `${company} › es.whatsapp: escriba solo dígitos, sin «+», espacios ni guiones (por ejemplo 593991234567).`,
  ],
  [
    'a WhatsApp number written as a YAML number',
    set(company, ['whatsapp'], 593991234567),
    `${company} › es.whatsapp: Entrada inválida: se esperaba texto, recibido número`,
  ],
  [
    'a landline as the WhatsApp number',
    set(company, ['whatsapp'], '59372800000'),
    `${company} › es.whatsapp: debe ser un celular con WhatsApp (593 9…), no un teléfono fijo.`,
  ],
  [
    'a phone number that is not Ecuadorian',
    set(company, ['phoneDisplay'], '+593 99 000'),
    `${company} › es.phoneDisplay: no es un número de teléfono válido de Ecuador (por ejemplo «+593 99 123 4567»).`,
  ],
  [
    'a malformed e-mail',
    set(company, ['email'], 'contacto@austrointegra'),
    `${company} › es.email: no es un correo electrónico válido (por ejemplo «contacto@empresa.com.ec»).`,
  ],
  [
    'a partner website without https',
    set('content/partners.yaml', ['partners', 3, 'website'], 'www.cisco.com'),
    'content/partners.yaml › es.partners[3].website: debe ser una dirección web completa y segura, como «https://www.ejemplo.com».',
  ],
  [
    'opening hours that close before they open',
    set(company, ['openingHours', 1, 'closes'], '08:00'),
    `${company} › es.openingHours[1]: la hora de apertura debe ser anterior a la de cierre.`,
  ],
  // Images
  [
    'a missing image',
    set('content/solutions/pos.yaml', ['heroImage', 'src'], '/illustrations/services/pos-nuevo.svg'),
    'content/solutions/pos.yaml › es.heroImage.src: no existe el archivo public/illustrations/services/pos-nuevo.svg: súbalo a public/ o corrija la ruta.',
  ],
  [
    'an image path without its leading slash',
    set('content/topics.yaml', ['topics', 1, 'image', 'src'], 'illustrations/catalogo/hub.svg'),
    'content/topics.yaml › es.topics[1].image.src: debe ser una foto subida por el editor («fotos/…jpg») o la dirección de un dibujo de public/, que empieza por «/» («/illustrations/….svg»).',
  ],
  [
    'an image without alternative text',
    set('content/catalogue.yaml', ['categories', 1, 'subcategories', 0, 'items', 0, 'image', 'alt'], ''),
    'content/catalogue.yaml › es.categories[1].subcategories[0].items[0].image.alt: está vacío: escriba un texto alternativo.',
  ],
  [
    'a file that is not an image',
    (f) => {
      addPublicFile('no-es-imagen.png', 'texto, no una imagen');
      setIn(f, products, ['products', 0, 'image', 'src'], '/no-es-imagen.png');
    },
    `${products} › es.products[0].image.src: public/no-es-imagen.png no es un archivo de imagen legible: vuelva a exportarlo como SVG o súbalo de nuevo.`,
  ],
  [
    'a drawing too heavy for a phone',
    (f) => {
      addPublicFile(
        'plano-pesado.svg',
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400"><!--${'x'.repeat(600 * 1024)}--></svg>`,
      );
      setIn(f, products, ['products', 0, 'image', 'src'], '/plano-pesado.svg');
    },
    `${products} › es.products[0].image.src: public/plano-pesado.svg pesa 600 KB; un dibujo SVG pesa como máximo 500 KB: simplifíquelo antes de subirlo.`,
  ],
  // Routes
  [
    'a duplicated route path',
    set(routes, ['routes', 'networking', 'path'], '/SecurityCctv'),
    `${routes} › es.routes.networking.path: repite la ruta «/SecurityCctv» de routes.security: cada página tiene su propia ruta.`,
  ],
  [
    'a published route gone missing',
    set(routes, ['routes', 'networking', 'path'], '/Redes'),
    `${routes} › es.routes: falta la ruta publicada «/RedesNetworking»: los enlaces y buscadores la usan, no la cambie.`,
  ],
  [
    'a route path with a trailing slash',
    set(routes, ['routes', 'about', 'path'], '/Nosotros/'),
    `${routes} › es.routes.about.path: una ruta no termina en «/».`,
  ],
  [
    'a route path without its leading slash',
    set(routes, ['routes', 'partners', 'path'], 'Partners'),
    `${routes} › es.routes.partners.path: una ruta empieza con una sola «/».`,
  ],
  [
    'a route path in decomposed Unicode',
    set(routes, ['routes', 'signage', 'path'], '/Pantallas-Señalización'.normalize('NFD')),
    `${routes} › es.routes.signage.path: la ruta no está en forma Unicode NFC (tildes compuestas): vuelva a escribir las letras con tilde.`,
  ],
  [
    'two routes that differ only by case',
    set(routes, ['routes', 'products', 'path'], '/servicios'),
    `${routes} › es.routes.products.path: «/servicios» solo difiere en mayúsculas de la ruta de routes.catalogue.`,
  ],
  [
    'an alias to no page',
    set(routes, ['aliases', 0, 'target'], '/SistemasPos'),
    `${routes} › es.aliases[0].target: «/SistemasPos» no es una ruta de la tabla de rutas.`,
  ],
  // Brands by reference
  [
    'a catalogue card naming a brand that is not in the list',
    set('content/catalogue.yaml', ['categories', 0, 'subcategories', 0, 'items', 1, 'brands', 0], 'yalee'),
    `content/catalogue.yaml › es.categories[0].subcategories[0].items[1].brands[0]: «yalee» no es una marca de ${brands}: escriba el id de la marca (¿quiso decir «yale»?).`,
  ],
  [
    'a partner naming a brand by its name',
    set('content/partners.yaml', ['partners', 2, 'brand'], 'ZKTeco'),
    `content/partners.yaml › es.partners[2].brand: «ZKTeco» no es una marca de ${brands}: escriba el id de la marca (¿quiso decir «zkteco»?).`,
  ],
  [
    'a partner description left with an old brand name',
    (f) => setIn(f, brands, ['brands', 10, 'name'], 'Hikvision Digital'),
    'content/partners.yaml › es.partners[0].description: debe nombrar a la marca «Hikvision Digital» (¿quedó el nombre anterior tras renombrarla en content/brands.yaml?).',
  ],
  [
    'a brand listed twice',
    set(brands, ['brands', 16, 'name'], 'Honeywell'),
    `${brands} › es.brands[16].name: repite la marca del elemento [15] («Honeywell»).`,
  ],
  [
    'a brand id with a space',
    set(brands, ['brands', 16, 'id'], 'bosch security'),
    `${brands} › es.brands[16].id: el id de una marca se escribe en camelCase («philipsHue»).`,
  ],
  [
    'a partner whose brand has no logo and no badge',
    onList('content/partners.yaml', ['partners'], (list) => delete (list[0] as { badge?: string }).badge),
    'content/partners.yaml › es.partners[0].badge: «Hikvision» no tiene logotipo: elija un distintivo para su tarjeta.',
  ],
  // Bounds of what may grow
  [
    'two home rows',
    onList('content/home.yaml', ['solutionRows'], (list) => list.splice(2)),
    'content/home.yaml › es.solutionRows: debe tener al menos 3 (fila).',
  ],
  [
    'a home row repeated',
    set('content/home.yaml', ['solutionRows', 8], 'networking'),
    'content/home.yaml › es.solutionRows[8]: repite la solución del elemento [0] («networking»).',
  ],
  [
    'thirteen products',
    onList(products, ['products'], (list) => {
      while (list.length < 13) list.push({ ...(list[0] as object), name: `Producto adicional ${list.length}` });
    }),
    `${products} › es.products: admite como máximo 12 (producto).`,
  ],
  [
    'a solution gallery of one drawing',
    onList('content/solutions/doors.yaml', ['gallery', 'items'], (list) => list.splice(1)),
    'content/solutions/doors.yaml › es.gallery.items: debe tener al menos 2 (imagen).',
  ],
  [
    'a slide gone missing',
    (f) => delete (getIn(f, 'content/about.yaml', ['slides']) as Record<string, unknown>).vision,
    'content/about.yaml › es.slides.vision: falta este dato: es obligatorio.',
  ],
  [
    'a catalogue category named like the filter’s «todas»',
    set('content/catalogue.yaml', ['categories', 1, 'id'], 'todas'),
    'content/catalogue.yaml › es.categories[1].id: «todas» es la opción que muestra todo el catálogo: elija otro identificador.',
  ],
  [
    'two solution pages with one title',
    set('content/solutions/solar.yaml', ['title'], 'Redes para empresas'),
    'content/solutions/solar.yaml › es.title: repite el título de content/solutions/networking.yaml: cada página tiene el suyo.',
  ],
  // The file itself
  [
    'a data file that is not valid YAML (a colon inside a text without quotes)',
    (f) => void (f[products] = 'metaTitle: Productos\nhero:\n  title: Equipos: inteligentes\n  lead: x\n' as never),
    `${products}: no se puede leer el archivo (línea 3): revise la sangría, los dos puntos y las comillas de esa línea.`,
  ],
])('%s is reported with its data file, field and rule', (_, edit, line) => {
  expect(check(edit)).toContain(line);
});

describe('what may grow', () => {
  it.each<[string, Edit]>([
    [
      'a seventh product',
      onList(
        products,
        ['products'],
        (list) => list.push({ ...(list[0] as object), name: 'Timbre con cámara' }),
        (list) => list.push({ ...(list[0] as object), name: 'Video doorbell' }),
      ),
    ],
    [
      'a sixty-first brand',
      onList(brands, ['brands'], (list) =>
        list.push({ id: 'nuki', name: 'Nuki', categories: ['accesos', 'domotica'] }),
      ),
    ],
    [
      'a fourteenth partner and a fifth benefit',
      (f) => {
        const list = getIn(f, 'content/partners.yaml', ['partners']) as Record<string, unknown>[];
        list.push({
          ...list[0]!,
          brand: 'bosch',
          badge: undefined,
          description:
            'Con Bosch instalamos alarmas de intrusión y detección de incendios para comercios, bodegas y oficinas.',
        });
        const benefits = getIn(f, 'content/partners.yaml', ['benefits', 'items']) as unknown[];
        benefits.push({ ...(benefits[0] as object), title: 'Repuestos disponibles' });
        const english = getIn(f, 'content/partners.yaml', ['partners'], 'en') as Record<string, unknown>[];
        english.push({
          ...english[0]!,
          description: 'With Bosch we install intrusion alarms and fire detection for shops, warehouses and offices.',
        });
        const benefitsInEnglish = getIn(f, 'content/partners.yaml', ['benefits', 'items'], 'en') as unknown[];
        benefitsInEnglish.push({ ...(benefitsInEnglish[0] as object), title: 'Spare parts in stock' });
      },
    ],
    [
      'a sixteenth topic',
      onList(
        'content/topics.yaml',
        ['topics'],
        (list) => list.push({ ...(list[0] as object), id: 'tema-nuevo' }),
        (list) => list.push(list[0]),
      ),
    ],
    ['a new office', set(company, ['address', 'street'], 'Av. Solano y Remigio Crespo')],
  ])('accepts %s', (_, edit) => {
    expect(check(edit)).toEqual([]);
  });
});

describe('the language rules', () => {
  const lead = set('content/solutions/solar.yaml', ['lead'], ENGLISH_LEAD);

  it('flag prose the detector reads as another language', () => {
    expect(check(lead, readsAsEnglish)).toContain(
      'content/solutions/solar.yaml › es.lead: no parece español (el detector lo lee como «en»): todo texto visible va en español.',
    );
  });

  it(`accept prose where Spanish scores at least ${EXPECTED_SHARE} of the best language`, () => {
    const close: DetectLanguage = () => ({ pt: 1, es: EXPECTED_SHARE, en: EXPECTED_SHARE });
    expect(check(undefined, close)).toEqual([]);
  });

  it('leave the Spanish word "todo" alone', () => {
    expect(check(set(products, ['list', 'cta'], 'Todo por WhatsApp'))).toEqual([]);
  });
});

// The English part of each file: every Spanish text has its English twin, in English.
it.each<[string, Edit, string]>([
  [
    'an English text left in Spanish',
    set(
      products,
      ['products', 1, 'description'],
      'Cerradura con huella, clave y tarjeta para su puerta principal.',
      'en',
    ),
    `${products} › en.products[1].description: está en español («con», «y», «para», «su»): este texto va en inglés.`,
  ],
  [
    'an English WhatsApp message with the Spanish greeting',
    set('content/solutions/solar.yaml', ['whatsappMessage'], 'Hola, I would like a quote for solar panels.', 'en'),
    'content/solutions/solar.yaml › en.whatsappMessage: un mensaje de WhatsApp en inglés empieza con el saludo «Hello, ».',
  ],
  [
    'a Spanish product without its English twin',
    onList(products, ['products'], (list) => list.push({ ...(list[0] as object), name: 'Timbre con cámara' })),
    `${products} › en.products: tiene 6 y la versión en español 7: falta la traducción de «Timbre con cámara» (products[6]), en el mismo orden.`,
  ],
  [
    'an English product without its Spanish twin',
    onList(
      products,
      ['products'],
      () => {},
      (list) => list.push({ ...(list[0] as object), name: 'Video doorbell' }),
    ),
    `${products} › en.products: tiene 7 y la versión en español 6: sobra en inglés lo que no está en español (o falta agregarlo en español).`,
  ],
  [
    'an English text missing',
    (f) => delete (getIn(f, 'content/home.yaml', ['hero'], 'en') as Record<string, unknown>).lead,
    'content/home.yaml › en.hero.lead: falta la traducción al inglés de «Diseñamos, instalamos y mantenemos sistemas de seguridad electrónica, redes, …».',
  ],
  [
    'an English text missing inside a list item',
    (f) => delete (getIn(f, products, ['products', 4], 'en') as Record<string, unknown>).name,
    `${products} › en.products[4].name: falta la traducción al inglés de «Sensor de movimiento y apertura».`,
  ],
  [
    'a file without its English part',
    (f) => delete f['content/about.yaml']!.en,
    'content/about.yaml › en: falta la versión en inglés: cada texto en español tiene su traducción bajo «en:».',
  ],
  [
    'a file without its Spanish part',
    (f) => void (f['content/about.yaml'] = getIn(f, 'content/about.yaml', []) as Record<string, unknown>),
    'content/about.yaml: el archivo empieza con «es:», la versión en español, y sigue con «en:», la versión en inglés.',
  ],
  [
    'an English path changed',
    set(routes, ['routes', 'networking', 'path'], '/en/networks', 'en'),
    `${routes} › en.routes: falta la ruta publicada «/en/networking»: los enlaces y buscadores la usan, no la cambie.`,
  ],
  [
    'two English solution pages with one title',
    set('content/solutions/solar.yaml', ['title'], 'Enterprise network infrastructure', 'en'),
    'content/solutions/solar.yaml › en.title: repite el título de content/solutions/networking.yaml: cada página tiene el suyo.',
  ],
  [
    'an English partner text that does not name its brand',
    set(
      'content/partners.yaml',
      ['partners', 0, 'description'],
      'Cameras and recorders for homes and businesses.',
      'en',
    ),
    'content/partners.yaml › en.partners[0].description: debe nombrar a la marca «Hikvision» (¿quedó el nombre anterior tras renombrarla en content/brands.yaml?).',
  ],
])('%s is reported with its data file, field and rule', (_, edit, line) => {
  expect(check(edit)).toContain(line);
});

describe('strange content', () => {
  it('is reported, never crashes the check', () => {
    const lines = check((f) => {
      setIn(f, 'content/topics.yaml', ['topics'], null);
      setIn(f, products, ['products', 0, 'name'], 42);
      setIn(f, company, ['geo'], undefined);
      setIn(f, products, ['list', 'message'], ['Hola', 'lista']);
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        'content/topics.yaml › es.topics: Entrada inválida: se esperaba arreglo, recibido nulo',
        `${products} › es.products[0].name: Entrada inválida: se esperaba texto, recibido número`,
        `${company} › es.geo: falta este dato: es obligatorio.`,
        `${products} › es.list.message: Entrada inválida: se esperaba texto, recibido arreglo`,
      ]),
    );
  });

  it('lists every problem at once: the seven edits that used to ship', () => {
    const lines = check((f) => Object.values(sevenEdits).forEach((apply) => apply(f)));
    const fields = new Set(lines.map((line) => line.split(': ')[0]));
    expect([...fields]).toEqual(
      expect.arrayContaining([
        `${company} › es.whatsapp`,
        'content/solutions/networking.yaml › es.ctaLabel',
        `${products} › es.products[2].description`,
        'content/partners.yaml › es.partners[0].brand',
        `${routes} › es.routes.networking.path`,
        `${products} › es.products[4].name`,
        `${products} › es.products[0].image.src`,
      ]),
    );
  });
});

/** Runs a command of the project; resolves with its exit code and output. */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(command, args, { cwd: root, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

describe('the check script (with the real language detector)', () => {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const bad = contentCopy(allEdits);
  const oneBad = contentCopy(sevenEdits['un dígito menos en el WhatsApp']);
  // Started together: each run spends most of its time starting tsx.
  const runs = Promise.all([
    run(tsx, ['content/check/run.ts']),
    run(tsx, ['content/check/run.ts'], { CONTENT_ROOT: bad }),
    run('npm', ['run', 'build'], { CONTENT_ROOT: oneBad }),
  ]);

  it('prints «Contenido correcto» for the real content', async () => {
    const [real] = await runs;
    expect(real).toMatchObject({ code: 0, stdout: 'Contenido correcto\n' });
  }, 60_000);

  it('exits with 1 and lists every problem of bad content, prose in the wrong language included', async () => {
    const [, result] = await runs;
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^El contenido tiene \d+ problemas; corríjalos/);
    for (const line of [
      '- content/solutions/solar.yaml › es.lead: no parece español (el detector lo lee como «en»)',
      '- content/solutions/networking.yaml › es.ctaLabel: está en inglés («Get», «quote»)',
      '- content/solutions/networking.yaml › en.lead: no parece inglés (el detector lo lee como «es»)',
      '- content/products.yaml › es.products[2].description: contiene texto provisional («Lorem», «ipsum», «TODO»)',
      '- content/partners.yaml › es.partners[0].brand: «hikvision» no es una marca de content/brands.yaml',
      '- content/routes.yaml › es.routes.networking.path: repite la ruta «/SecurityCctv»',
      '- content/products.yaml › es.products[4].name: está vacío',
      '- content/products.yaml › es.products[0].image.src: no existe el archivo',
      '- content/company.yaml › es.whatsapp: está en forma nacional',
    ]) {
      expect(result.stderr).toContain(line);
    }
  }, 60_000);

  it('stops `npm run build` before the framework build starts', async () => {
    const [, , build] = await runs;
    expect(build.code).not.toBe(0);
    expect(build.stderr).toContain(
      '- content/company.yaml › es.whatsapp: no es un número válido de Ecuador: 593 seguido de los 9 dígitos del celular sin el 0 (593991234567).',
    );
    // npm announces each script it starts: the image generator, the build's second step, never starts.
    expect(build.stdout).not.toContain('> tsx tooling/assets/images.tsx');
  }, 60_000);
});
