// Rules that look at more than one field or file: the route table, the counts the site is built around,
// and the image files behind every image of the content.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';

import type { ContentFile, ContentSources } from './sources';

export interface Problem {
  /** The content file to open, e.g. `content/products.ts`. */
  file: string;
  /** The field, e.g. `products[2].description`; empty for the file as a whole. */
  field: string;
  /** What is wrong and what to do, in Spanish. */
  message: string;
}

type Report = (file: ContentFile, field: string, message: string) => void;

/** The 17 published addresses: links, bookmarks and search engines use them, so none may go missing. */
const PUBLISHED_PATHS = [
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
] as const;

/** How many of each the site shows: the layout and the company's offer are built around these numbers. */
const COUNTS = {
  homeRows: 9,
  topics: 15,
  partners: 13,
  benefits: 4,
  products: 6,
  brands: 60,
  slides: 3,
  solutionPages: 11,
} as const;

/** Cards per catalogue subcategory, by category id and subcategory id: exact, or at least `min`. */
export const SUBCATEGORY_SIZES: Record<string, Record<string, number | { min: number }>> = {
  domotica: { residencial: 4, corporativa: 2 },
  seguridad: { videovigilancia: 4, 'control-acceso': 2, 'centros-monitoreo': { min: 6 } },
};

const fieldPath = (...parts: (string | number)[]) =>
  parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');

function count(report: Report, file: ContentFile, field: string, actual: number, expected: number, noun: string) {
  if (actual !== expected) report(file, field, `tiene ${actual} ${noun}; el sitio muestra exactamente ${expected}.`);
}

/** One leading slash, no trailing slash (except the home page), NFC, nothing a browser would re-encode oddly. */
export function routePathProblem(routePath: string): string | undefined {
  if (!routePath.startsWith('/') || routePath.startsWith('//')) return 'una ruta empieza con una sola «/».';
  if (routePath !== '/' && routePath.endsWith('/')) return 'una ruta no termina en «/».';
  if (routePath !== routePath.normalize('NFC')) {
    return 'la ruta no está en forma Unicode NFC (tildes compuestas): vuelva a escribir las letras con tilde.';
  }
  if (/[\s?#%\\]/.test(routePath)) return 'una ruta no lleva espacios ni los signos ? # % \\.';
  return undefined;
}

function checkRoutes(sources: ContentSources, report: Report) {
  const file = 'content/routes.ts';
  const { routes, routeAliases } = sources[file];
  const entries = Object.entries(routes) as [string, { path: string }][];
  const byPath = new Map<string, string>();
  const byLowerCase = new Map<string, string>();
  for (const [id, route] of entries) {
    const field = fieldPath('routes', id, 'path');
    const problem = routePathProblem(route.path);
    if (problem) report(file, field, problem);
    const other = byPath.get(route.path);
    if (other)
      report(file, field, `repite la ruta «${route.path}» de routes.${other}: cada página tiene su propia ruta.`);
    else {
      byPath.set(route.path, id);
      const sameLetters = byLowerCase.get(route.path.toLowerCase());
      if (sameLetters) {
        report(file, field, `«${route.path}» solo difiere en mayúsculas de la ruta de routes.${sameLetters}.`);
      }
      byLowerCase.set(route.path.toLowerCase(), id);
    }
  }
  for (const published of PUBLISHED_PATHS) {
    if (!byPath.has(published)) {
      report(file, 'routes', `falta la ruta publicada «${published}»: los enlaces y buscadores la usan, no la cambie.`);
    }
  }
  routeAliases.forEach((alias, i) => {
    const problem = routePathProblem(alias.path);
    if (problem) report(file, fieldPath('routeAliases', i, 'path'), problem);
    if (byPath.has(alias.path)) {
      report(
        file,
        fieldPath('routeAliases', i, 'path'),
        `«${alias.path}» ya es una página: un alias es otra dirección.`,
      );
    }
    if (!byPath.has(alias.target)) {
      report(file, fieldPath('routeAliases', i, 'target'), `«${alias.target}» no es una ruta de la tabla de rutas.`);
    }
  });
}

function checkCounts(sources: ContentSources, report: Report) {
  const home = sources['content/home.ts'];
  count(report, 'content/home.ts', 'homeSolutionRows', home.homeSolutionRows.length, COUNTS.homeRows, 'filas');
  const { topics } = sources['content/topics.ts'];
  count(report, 'content/topics.ts', 'topics', topics.length, COUNTS.topics, 'bloques de temas');
  const { partners, partnerBenefits } = sources['content/partners.ts'];
  count(report, 'content/partners.ts', 'partners', partners.length, COUNTS.partners, 'partners');
  count(report, 'content/partners.ts', 'partnerBenefits', partnerBenefits.length, COUNTS.benefits, 'beneficios');
  const { products } = sources['content/products.ts'];
  count(report, 'content/products.ts', 'products', products.length, COUNTS.products, 'productos');
  const { brandRecords } = sources['content/brands.ts'];
  count(report, 'content/brands.ts', 'brandRecords', Object.keys(brandRecords).length, COUNTS.brands, 'marcas');
  const names = new Map<string, string>();
  for (const [id, brand] of Object.entries(brandRecords) as [string, { name: string }][]) {
    const key = brand.name.trim().toLowerCase();
    const other = names.get(key);
    if (other)
      report(
        'content/brands.ts',
        fieldPath('brandRecords', id, 'name'),
        `repite la marca «${brand.name}» de ${other}.`,
      );
    names.set(key, id);
  }
  const { aboutSlides } = sources['content/about.ts'];
  count(report, 'content/about.ts', 'aboutSlides', aboutSlides.length, COUNTS.slides, 'diapositivas');
  const { solutionPages } = sources['content/solutions/index.ts'];
  count(
    report,
    'content/solutions/index.ts',
    'solutionPages',
    Object.keys(solutionPages).length,
    COUNTS.solutionPages,
    'páginas de solución',
  );
  const { catalogue } = sources['content/catalogue.ts'];
  for (const [categoryId, sizes] of Object.entries(SUBCATEGORY_SIZES)) {
    const c = catalogue.findIndex((category) => category.id === categoryId);
    if (c < 0) {
      report(
        'content/catalogue.ts',
        'catalogue',
        `falta la categoría «${categoryId}» (se usa en ?categoria=${categoryId}).`,
      );
      continue;
    }
    for (const [subcategoryId, size] of Object.entries(sizes)) {
      const subcategories = catalogue[c]!.subcategories;
      const s = subcategories.findIndex((subcategory) => subcategory.id === subcategoryId);
      const field = fieldPath('catalogue', c, 'subcategories');
      if (s < 0) {
        report('content/catalogue.ts', field, `falta la subcategoría «${subcategoryId}» de «${categoryId}».`);
        continue;
      }
      const items = subcategories[s]!.items.length;
      const itemsField = fieldPath('catalogue', c, 'subcategories', s, 'items');
      if (typeof size === 'number') count(report, 'content/catalogue.ts', itemsField, items, size, 'soluciones');
      else if (items < size.min) {
        report('content/catalogue.ts', itemsField, `tiene ${items} soluciones; el sitio muestra al menos ${size.min}.`);
      }
    }
  }
}

function checkSolutionPages(sources: ContentSources, report: Report) {
  const titles = new Map<string, ContentFile>();
  const messages = new Map<string, ContentFile>();
  for (const [file, module] of Object.entries(sources) as [ContentFile, unknown][]) {
    if (!file.startsWith('content/solutions/') || file.endsWith('/index.ts')) continue;
    const { content } = module as { content: { title: string; whatsappMessage: string } };
    const sameTitle = titles.get(content.title);
    if (sameTitle) report(file, 'content.title', `repite el título de ${sameTitle}: cada página tiene el suyo.`);
    titles.set(content.title, file);
    const sameMessage = messages.get(content.whatsappMessage);
    if (sameMessage) {
      report(file, 'content.whatsappMessage', `repite el mensaje de ${sameMessage}: el mensaje nombra la solución.`);
    }
    messages.set(content.whatsappMessage, file);
  }
}

/** Every object of a value that has a `src`, with its field path. */
function imagesIn(
  value: unknown,
  where: (string | number)[],
  out: { where: string; image: Record<string, unknown> }[],
) {
  if (Array.isArray(value)) value.forEach((v, i) => imagesIn(v, [...where, i], out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string') out.push({ where: fieldPath(...where), image: record });
    else for (const [key, v] of Object.entries(record)) imagesIn(v, [...where, key], out);
  }
  return out;
}

/** Intrinsic size of an image file, read once per file. */
function sizeReader() {
  const sizes = new Map<string, { width?: number; height?: number } | undefined>();
  return (file: string) => {
    if (!sizes.has(file)) {
      try {
        sizes.set(file, imageSize(readFileSync(file)));
      } catch {
        sizes.set(file, undefined);
      }
    }
    return sizes.get(file);
  };
}

function checkImages(sources: ContentSources, publicDir: string, report: Report) {
  const sizeOf = sizeReader();
  for (const [file, module] of Object.entries(sources) as [ContentFile, unknown][]) {
    // The solution index repeats the pages of the solution modules, which are checked in their own files.
    if (file === 'content/solutions/index.ts') continue;
    for (const { where, image } of imagesIn(module, [], [])) {
      const src = image.src as string;
      if (!src.startsWith('/')) continue;
      const onDisk = path.join(publicDir, decodeURI(src));
      if (!onDisk.startsWith(publicDir + path.sep) || !existsSync(onDisk)) {
        report(file, `${where}.src`, `no existe el archivo public${src}: súbalo a public/ o corrija la ruta.`);
        continue;
      }
      const size = sizeOf(onDisk);
      if (!size?.width || !size.height) {
        report(file, `${where}.src`, `no se puede leer el tamaño de public${src}: ¿es un archivo de imagen válido?`);
      } else if (size.width !== image.width || size.height !== image.height) {
        report(
          file,
          where,
          `declara ${String(image.width)} × ${String(image.height)} px, pero public${src} mide ${size.width} × ${size.height}: copie el tamaño real.`,
        );
      }
    }
  }
  const { brandRecords } = sources['content/brands.ts'];
  for (const [id, brand] of Object.entries(brandRecords) as [string, { logo?: string }][]) {
    if (brand.logo && !existsSync(path.join(publicDir, 'brands', `${brand.logo}.svg`))) {
      report(
        'content/brands.ts',
        fieldPath('brandRecords', id, 'logo'),
        `no existe public/brands/${brand.logo}.svg: genere los logotipos con «npm run brands» o quite «logo».`,
      );
    }
  }
}

/** The rules across fields and files; each assumes the files it reads have the shape of their schemas. */
export const crossRules: {
  name: string;
  check: (sources: ContentSources, publicDir: string, report: Report) => void;
}[] = [
  { name: 'las rutas', check: (sources, _, report) => checkRoutes(sources, report) },
  { name: 'las cantidades', check: (sources, _, report) => checkCounts(sources, report) },
  { name: 'las páginas de solución', check: (sources, _, report) => checkSolutionPages(sources, report) },
  { name: 'las imágenes', check: checkImages },
];
