// Rules that look at more than one field or file: the published paths, brand references, brand logos and
// what the solution pages must not share. Each runs on content whose files already fit their schemas.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { closest } from 'fastest-levenshtein';

import { dataFiles, solutionFiles, type ContentData } from './index';
import { ROUTE_IDS, SOLUTION_IDS, type RouteId } from './routes';
import type { Language } from './text';
import { formatPath } from './walk';

export interface Problem {
  /** The data file to open, e.g. `content/products.yaml`. */
  file: string;
  /** The field, e.g. `products[2].description`; empty for the file as a whole. */
  field: string;
  /** What is wrong and what to do, in Spanish. */
  message: string;
}

/** The files that fit their schemas; a rule skips what the others could not read (their problems are listed). */
export type Parsed = Partial<Omit<ContentData, 'solutions'>> & { solutions?: Partial<ContentData['solutions']> };

type Report = (file: string, path: (string | number)[], message: string) => void;

/** The published addresses, in each language: links, bookmarks and search engines use them, so none may change. */
const SPANISH_PATHS: Record<RouteId, string> = {
  home: '/',
  about: '/Nosotros',
  catalogue: '/Servicios',
  products: '/Productos',
  partners: '/Partners',
  brandDirectory: '/secc_marcas',
  automation: '/Automatizacion',
  security: '/SecurityCctv',
  networking: '/RedesNetworking',
  platforms: '/PLAutomatizacion',
  solar: '/SolarSystems',
  doors: '/Puertas-Seguridad',
  parking: '/IntelligentParking',
  computing: '/ComputoVideoConferencia',
  signage: '/Pantallas-Señalización',
  pos: '/SistemasPOs',
  licensing: '/licenciamiento-software',
};

const ENGLISH_PATHS: Record<RouteId, string> = {
  home: '/en',
  about: '/en/about',
  catalogue: '/en/services',
  products: '/en/smart-home-products',
  partners: '/en/partners',
  brandDirectory: '/en/brands',
  automation: '/en/home-and-building-automation',
  security: '/en/security-cctv',
  networking: '/en/networking',
  platforms: '/en/automation-platforms',
  solar: '/en/solar-energy',
  doors: '/en/security-doors',
  parking: '/en/smart-parking',
  computing: '/en/computers-and-video-conferencing',
  signage: '/en/interactive-displays-and-signage',
  pos: '/en/pos-systems',
  licensing: '/en/software-licensing',
};

export const PUBLISHED_PATHS: Record<Language, Record<RouteId, string>> = { es: SPANISH_PATHS, en: ENGLISH_PATHS };

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

function checkRoutes(content: Parsed, language: Language, report: Report) {
  if (!content.routes) return;
  const { routes, aliases } = content.routes;
  const file = dataFiles.routes.file;
  const byPath = new Map<string, RouteId>();
  const byLowerCase = new Map<string, RouteId>();
  for (const id of ROUTE_IDS) {
    const { path: routePath } = routes[id];
    const where = ['routes', id, 'path'];
    const problem = routePathProblem(routePath);
    if (problem) report(file, where, problem);
    const other = byPath.get(routePath);
    if (other) {
      report(file, where, `repite la ruta «${routePath}» de routes.${other}: cada página tiene su propia ruta.`);
      continue;
    }
    byPath.set(routePath, id);
    const sameLetters = byLowerCase.get(routePath.toLowerCase());
    if (sameLetters)
      report(file, where, `«${routePath}» solo difiere en mayúsculas de la ruta de routes.${sameLetters}.`);
    byLowerCase.set(routePath.toLowerCase(), id);
  }
  for (const published of Object.values(PUBLISHED_PATHS[language])) {
    if (!byPath.has(published)) {
      report(
        file,
        ['routes'],
        `falta la ruta publicada «${published}»: los enlaces y buscadores la usan, no la cambie.`,
      );
    }
  }
  // The old addresses are the Spanish site's, and shared by both languages' files.
  if (language !== 'es') return;
  aliases.forEach((alias, i) => {
    const problem = routePathProblem(alias.path);
    if (problem) report(file, ['aliases', i, 'path'], problem);
    if (byPath.has(alias.path))
      report(file, ['aliases', i, 'path'], `«${alias.path}» ya es una página: un alias es otra dirección.`);
    if (!byPath.has(alias.target)) {
      report(file, ['aliases', i, 'target'], `«${alias.target}» no es una ruta de la tabla de rutas.`);
    }
  });
}

function checkBrands(content: Parsed, publicDir: string, language: Language, report: Report) {
  if (!content.brands) return;
  const { brands } = content.brands;
  const ids = brands.map((brand) => brand.id);
  const brandFile = dataFiles.brands.file;
  // A renamed id usually keeps the old one inside it (hikvision → hikvisionDigital); else the closest spelling.
  const likely = (id: string) =>
    ids.find((other) => other.toLowerCase().includes(id.toLowerCase())) ??
    (ids.length > 0 ? closest(id, ids) : 'ninguna');
  const reference = (file: string, where: (string | number)[], id: string) => {
    // References are shared by both languages: reported once.
    if (language === 'es' && !ids.includes(id)) {
      report(
        file,
        where,
        `«${id}» no es una marca de ${brandFile}: escriba el id de la marca (¿quiso decir «${likely(id)}»?).`,
      );
    }
  };
  content.catalogue?.categories.forEach((category, c) =>
    category.subcategories.forEach((subcategory, s) =>
      subcategory.items.forEach((item, i) =>
        item.brands.forEach((id, b) =>
          reference(dataFiles.catalogue.file, ['categories', c, 'subcategories', s, 'items', i, 'brands', b], id),
        ),
      ),
    ),
  );
  content.partners?.partners.forEach((partner, i) => {
    reference(dataFiles.partners.file, ['partners', i, 'brand'], partner.brand);
    const brand = brands.find((candidate) => candidate.id === partner.brand);
    if (brand && !partner.description.includes(brand.name)) {
      report(
        dataFiles.partners.file,
        ['partners', i, 'description'],
        `debe nombrar a la marca «${brand.name}» (¿quedó el nombre anterior tras renombrarla en ${brandFile}?).`,
      );
    }
    if (language === 'es' && brand && !brand.logo && !partner.badge) {
      report(
        dataFiles.partners.file,
        ['partners', i, 'badge'],
        `«${brand.name}» no tiene logotipo: elija un distintivo para su tarjeta.`,
      );
    }
  });
  brands.forEach((brand, i) => {
    if (language === 'es' && brand.logo && !existsSync(path.join(publicDir, 'brands', `${brand.logo}.svg`))) {
      report(
        brandFile,
        ['brands', i, 'logo'],
        `no existe public/brands/${brand.logo}.svg: genere los logotipos con «npm run brands» o quite «logo».`,
      );
    }
  });
}

function checkSolutionPages(content: Parsed, report: Report) {
  const titles = new Map<string, string>();
  const messages = new Map<string, string>();
  for (const id of SOLUTION_IDS) {
    const file = solutionFiles.fileOf(id);
    const page = content.solutions?.[id];
    if (!page) continue;
    const sameTitle = titles.get(page.title);
    if (sameTitle) report(file, ['title'], `repite el título de ${sameTitle}: cada página tiene el suyo.`);
    titles.set(page.title, file);
    const sameMessage = messages.get(page.whatsappMessage);
    if (sameMessage)
      report(file, ['whatsappMessage'], `repite el mensaje de ${sameMessage}: el mensaje nombra la solución.`);
    messages.set(page.whatsappMessage, file);
  }
}

/** Every picture (an object with `src`) in a file's data, with its path there. */
function picturesIn(value: unknown, where: (string | number)[] = []): { src: string; where: (string | number)[] }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => picturesIn(item, [...where, i]));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  if (typeof record.src === 'string' && 'alt' in record) return [{ src: record.src, where }];
  return Object.entries(record).flatMap(([key, item]) => picturesIn(item, [...where, key]));
}

/**
 * The pictures a page shows twice: each card, block and hero should have its own, which matches its text.
 * The pages and the files they show pictures from; the home page also shows each solution row's hero picture.
 * Not one of the check's rules: a list may grow past the drawings there are (the catalogue takes 288 cards),
 * so the staff may add a card before its picture exists. A unit test holds the shipped content to it
 * (tests/unit/pagePictures.test.ts), and CONTENIDO.md asks the staff for a picture per card.
 */
export function repeatedPictures(content: Parsed): Problem[] {
  const problems: Problem[] = [];
  const report: Report = (file, where, message) =>
    problems.push({ file, field: formatPath(['es', ...where]), message });
  const pages: { name: string; parts: { file: string; data: unknown; prefix?: (string | number)[] }[] }[] = [
    {
      name: '/Servicios',
      parts: [dataFiles.catalogue, dataFiles.topics].map((f, i) => ({
        file: f.file,
        data: [content.catalogue, content.topics][i],
      })),
    },
    { name: '/Productos', parts: [{ file: dataFiles.products.file, data: content.products }] },
    { name: '/Nosotros', parts: [{ file: dataFiles.about.file, data: content.about }] },
    {
      name: 'la página de inicio',
      parts: [
        { file: dataFiles.home.file, data: content.home },
        ...(content.home?.solutionRows ?? []).map((id) => ({
          file: solutionFiles.fileOf(id),
          data: { heroImage: content.solutions?.[id]?.heroImage },
        })),
      ],
    },
    ...SOLUTION_IDS.map((id) => ({
      name: PUBLISHED_PATHS.es[id],
      parts: [{ file: solutionFiles.fileOf(id), data: content.solutions?.[id] }],
    })),
  ];
  for (const page of pages) {
    const seen = new Map<string, string>();
    for (const part of page.parts) {
      for (const { src, where } of picturesIn(part.data)) {
        const first = seen.get(src);
        if (first) {
          report(
            part.file,
            where,
            `repite en ${page.name} la imagen «${src}» de ${first}: cada imagen de una página es distinta y muestra lo que dice su texto.`,
          );
        } else seen.set(src, `${part.file} › ${formatPath(where)}`);
      }
    }
  }
  return problems;
}

/**
 * Every rule across fields and files for one language's content, reporting with the data file and the
 * field's path in the file (under `es:` or `en:`). Rules on shared values (brand references, logos, old
 * addresses) report once, in Spanish.
 */
export function crossFileProblems(content: Parsed, publicDir: string, language: Language): Problem[] {
  const problems: Problem[] = [];
  const report: Report = (file, where, message) =>
    problems.push({ file, field: formatPath([language, ...where]), message });
  checkRoutes(content, language, report);
  checkBrands(content, publicDir, language, report);
  checkSolutionPages(content, report);
  return problems;
}
