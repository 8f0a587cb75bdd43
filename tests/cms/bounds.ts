// The site's content at the smallest and at the largest its schemas accept: every list the staff may grow or
// shrink set to its bound (content/schema/), the rest as shipped, in both languages (each list keeps its
// English twin item by item). The layout tests render every page with each.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

import { dataFiles, solutionFiles } from '../../content/schema';
import { translated, translationPart } from '../../content/schema/i18n';
import type { Language } from '../../content/schema/text';

const root = path.resolve(__dirname, '../..');

/* eslint-disable @typescript-eslint/no-explicit-any -- fixtures reshape parsed YAML freely */
type Data = Record<string, any>;
/** One language's whole documents, by data file (`content/products.yaml`). */
export type Documents = Record<string, Data>;
/** The content in both languages: each language's whole documents, in the same shapes. */
export type ContentFixture = Record<Language, Documents>;

const schemas: Record<string, z.ZodType> = {
  ...Object.fromEntries(Object.values(dataFiles).map((d) => [d.file, d.schema])),
  ...Object.fromEntries(solutionFiles.ids.map((id) => [solutionFiles.fileOf(id), solutionFiles.schema])),
};

/** The shipped content, parsed: the Spanish documents, and the English ones (the Spanish with the English texts). */
function shipped(): ContentFixture {
  const fixture: ContentFixture = { es: {}, en: {} };
  for (const [file, schema] of Object.entries(schemas)) {
    const data = parse(readFileSync(path.join(root, file), 'utf8'));
    fixture.es[file] = data.es;
    fixture.en[file] =
      data.en === undefined ? structuredClone(data.es) : translated(schema, structuredClone(data.es), data.en);
  }
  return fixture;
}

/** The data files as written to disk: the Spanish document under `es:`, the English texts under `en:`. */
export function dataFilesOf(fixture: ContentFixture): Record<string, Data> {
  return Object.fromEntries(
    Object.entries(schemas).map(([file, schema]) => {
      const en = translationPart(schema, fixture.en[file]);
      return [file, en === undefined ? { es: fixture.es[file] } : { es: fixture.es[file], en }];
    }),
  );
}

/** The words a fixture adds to the content, in each language. */
const WORDS = {
  es: {
    largeProjects: 'para proyectos grandes',
    category: 'Categoría adicional',
    subcategory: 'Subcategoría adicional',
    installed: 'con instalación y configuración',
    partner: (brand: string) =>
      `Con ${brand} instalamos y mantenemos equipos originales, con garantía válida en Ecuador y soporte local.`,
  },
  en: {
    largeProjects: 'for large projects',
    category: 'Additional category',
    subcategory: 'Additional subcategory',
    installed: 'installed and configured',
    partner: (brand: string) =>
      `With ${brand} we install and maintain original equipment, with a warranty valid in Ecuador and local support.`,
  },
} satisfies Record<Language, unknown>;

/** The same change applied to each language's documents. */
function inEachLanguage(change: (c: Documents, language: Language) => void): ContentFixture {
  const fixture = shipped();
  change(fixture.es, 'es');
  change(fixture.en, 'en');
  return fixture;
}

interface JsonNode {
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
  minItems?: number;
  maxItems?: number;
}

/** The bounds the schema gives the list at `at` (e.g. `['products']`): the same numbers the CMS enforces. */
function bounds(schema: z.ZodType, at: string[]): { min: number; max: number } {
  let node = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
  for (const key of at) node = key === '[]' ? node.items! : node.properties![key]!;
  return { min: node.minItems!, max: node.maxItems! };
}

const sizeOf = (file: keyof typeof dataFiles, at: string[], which: 'min' | 'max') =>
  bounds(dataFiles[file].schema, at)[which];
const solutionSize = (at: string[], which: 'min' | 'max') => bounds(solutionFiles.schema, at)[which];

/** `list` cut or grown to `size`; grown items are made from the list's own by `vary(item, n)`. */
function resize<T>(list: T[], size: number, vary: (item: T, n: number) => T): T[] {
  if (list.length >= size) return list.slice(0, size);
  return Array.from({ length: size }, (_, i) =>
    i < list.length ? list[i]! : vary(structuredClone(list[i % list.length]!), i + 1),
  );
}

const numbered = (text: string, n: number, max = 60) => `${text.slice(0, max - 4).trimEnd()} ${n}`;

/** Every list at its smallest. */
export function smallest(): ContentFixture {
  return inEachLanguage(shrink);
}

function shrink(c: Documents) {
  const min = 'min' as const;
  c['content/home.yaml']!.solutionRows = c['content/home.yaml']!.solutionRows.slice(
    0,
    sizeOf('home', ['solutionRows'], min),
  );
  const domotics = c['content/home.yaml']!.domotics;
  domotics.points = domotics.points.slice(0, sizeOf('home', ['domotics', 'points'], min));
  const about = c['content/about.yaml']!;
  about.story.paragraphs = about.story.paragraphs.slice(0, sizeOf('about', ['story', 'paragraphs'], min));
  about.slides.values.items = about.slides.values.items.slice(0, sizeOf('about', ['slides', 'values', 'items'], min));

  const catalogue = c['content/catalogue.yaml']!;
  const [category] = catalogue.categories;
  const [subcategory] = category.subcategories;
  const [item] = subcategory.items;
  item.features = item.features.slice(
    0,
    sizeOf('catalogue', ['categories', '[]', 'subcategories', '[]', 'items', '[]', 'features'], min),
  );
  item.brands = item.brands.slice(0, 1);
  catalogue.categories = [{ ...category, subcategories: [{ ...subcategory, items: [item] }] }];

  const topics = c['content/topics.yaml']!;
  topics.topics = topics.topics.slice(0, sizeOf('topics', ['topics'], min)).map((topic: Data) => ({
    ...topic,
    paragraphs: topic.paragraphs.slice(0, 1),
    points: topic.points.slice(0, 2),
  }));
  const products = c['content/products.yaml']!;
  products.products = products.products.slice(0, sizeOf('products', ['products'], min));
  const partners = c['content/partners.yaml']!;
  partners.partners = partners.partners.slice(0, sizeOf('partners', ['partners'], min));
  partners.benefits.items = partners.benefits.items.slice(0, sizeOf('partners', ['benefits', 'items'], min));

  // The fewest brands that keep every reference of the content above, completed in the list's order.
  const brands = c['content/brands.yaml']!;
  const used = new Set<string>([...item.brands, ...partners.partners.map((p: Data) => p.brand)]);
  const keep = brands.brands.filter((b: Data) => used.has(b.id));
  for (const brand of brands.brands)
    if (keep.length < sizeOf('brands', ['brands'], min) && !used.has(brand.id)) keep.push(brand);
  brands.brands = keep;

  const company = c['content/company.yaml']!;
  company.areaServed = company.areaServed.slice(0, 1);
  company.openingHours = company.openingHours.slice(0, 1);
  for (const id of solutionFiles.ids) {
    const page = c[solutionFiles.fileOf(id)]!;
    page.gallery.items = page.gallery.items.slice(0, solutionSize(['gallery', 'items'], min));
    page.featureCard.lists = page.featureCard.lists
      .slice(0, solutionSize(['featureCard', 'lists'], min))
      .map((list: Data) => ({ ...list, items: list.items.slice(0, 3) }));
  }
}

const PROVINCES = [
  'Azuay',
  'Bolívar',
  'Cañar',
  'Carchi',
  'Chimborazo',
  'Cotopaxi',
  'El Oro',
  'Esmeraldas',
  'Galápagos',
  'Guayas',
  'Imbabura',
  'Loja',
  'Los Ríos',
  'Manabí',
  'Morona Santiago',
  'Napo',
  'Orellana',
  'Pastaza',
  'Pichincha',
  'Santa Elena',
  'Santo Domingo de los Tsáchilas',
  'Sucumbíos',
  'Tungurahua',
  'Zamora Chinchipe',
];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Every list at its largest, with long names where a card shows one. */
export function largest(): ContentFixture {
  return inEachLanguage(grow);
}

function grow(c: Documents, language: Language) {
  const words = WORDS[language];
  const max = 'max' as const;
  const home = c['content/home.yaml']!;
  const rows = new Set<string>([...home.solutionRows, ...c['content/navigation.yaml']!.solutionsMenu.order]);
  home.solutionRows = [...rows].slice(0, sizeOf('home', ['solutionRows'], max));
  home.domotics.points = resize(home.domotics.points, sizeOf('home', ['domotics', 'points'], max), (p: string, n) =>
    numbered(p, n, 140),
  );
  const about = c['content/about.yaml']!;
  about.story.paragraphs = resize(
    about.story.paragraphs,
    sizeOf('about', ['story', 'paragraphs'], max),
    (p: string) => p,
  );
  about.slides.values.items = resize(
    about.slides.values.items,
    sizeOf('about', ['slides', 'values', 'items'], max),
    (v: Data, n) => ({
      ...v,
      name: numbered(v.name, n),
    }),
  );

  const brands = c['content/brands.yaml']!;
  const brandCount = sizeOf('brands', ['brands'], max);
  brands.brands = resize(brands.brands, brandCount, (b: Data, n) => ({
    id: `marcaAdicional${n}`,
    name: `Fabricante adicional ${n}`,
    categories: b.categories,
  }));
  const brandIds: string[] = brands.brands.map((b: Data) => b.id);

  const catalogue = c['content/catalogue.yaml']!;
  const allItems: Data[] = catalogue.categories.flatMap((cat: Data) => cat.subcategories.flatMap((s: Data) => s.items));
  const path3 = ['categories', '[]', 'subcategories', '[]', 'items'];
  const itemCount = sizeOf('catalogue', path3, max);
  const features = sizeOf('catalogue', [...path3, '[]', 'features'], max);
  const itemBrands = sizeOf('catalogue', [...path3, '[]', 'brands'], max);
  let made = 0;
  const fullItem = (): Data => {
    const base = structuredClone(allItems[made % allItems.length]!);
    made++;
    return {
      ...base,
      name: numbered(`${base.name} ${words.largeProjects}`, made),
      features: resize(base.features, features, (f: string, n) => numbered(f, n, 140)),
      brands: brandIds.slice(made % 40, (made % 40) + itemBrands),
    };
  };
  const categoryCount = sizeOf('catalogue', ['categories'], max);
  const subcategoryCount = sizeOf('catalogue', ['categories', '[]', 'subcategories'], max);
  const shippedCategories = catalogue.categories.length;
  catalogue.categories = resize(catalogue.categories, categoryCount, (cat: Data, n) => ({
    ...cat,
    id: `categoria-${n}`,
    label: `${words.category} ${n}`,
  })).map((cat: Data, index: number) => ({
    ...cat,
    // Subcategory ids are unique across the catalogue: the added categories name theirs anew.
    subcategories: resize(cat.subcategories, subcategoryCount, (s: Data) => s).map((s: Data, k: number) => ({
      ...s,
      ...(index >= shippedCategories || k >= cat.subcategories.length
        ? { id: `sub-${index + 1}-${k + 1}`, label: `${words.subcategory} ${k + 1}` }
        : {}),
      items: Array.from({ length: itemCount }, fullItem),
    })),
  }));

  const topics = c['content/topics.yaml']!;
  topics.topics = resize(topics.topics, sizeOf('topics', ['topics'], max), (t: Data, n) => ({
    ...t,
    id: `${t.id}-${n}`,
    title: numbered(t.title, n, 90),
    paragraphs: resize(t.paragraphs, sizeOf('topics', ['topics', '[]', 'paragraphs'], max), (p: string) => p),
    points: resize(t.points, sizeOf('topics', ['topics', '[]', 'points'], max), (p: string, k) => numbered(p, k, 140)),
  }));
  const products = c['content/products.yaml']!;
  products.products = resize(products.products, sizeOf('products', ['products'], max), (p: Data, n) => ({
    ...p,
    name: numbered(`${p.name} ${words.installed}`, n),
  }));

  const partners = c['content/partners.yaml']!;
  const partnerCount = sizeOf('partners', ['partners'], max);
  const partnered = new Set(partners.partners.map((p: Data) => p.brand));
  for (const brand of brands.brands) {
    if (partners.partners.length >= partnerCount) break;
    if (partnered.has(brand.id)) continue;
    partners.partners.push({
      ...structuredClone(partners.partners[0]),
      brand: brand.id,
      ...(brand.logo ? { badge: undefined } : { badge: 'software' }),
      description: words.partner(brand.name),
    });
  }
  partners.partners = JSON.parse(JSON.stringify(partners.partners));
  partners.benefits.items = resize(
    partners.benefits.items,
    sizeOf('partners', ['benefits', 'items'], max),
    (b: Data, n) => ({
      ...b,
      title: numbered(b.title, n, 90),
    }),
  );

  const company = c['content/company.yaml']!;
  company.areaServed = PROVINCES;
  company.openingHours = DAYS.map((day) => ({ days: [day], opens: '08:00', closes: '18:00' }));

  // Gallery pictures must differ within a page: drawn from every solution's pictures.
  const pictures = readdirSync(path.join(root, 'public', 'illustrations', 'services'))
    .filter((name) => !name.includes('hero'))
    .map((name) => `/illustrations/services/${name}`);
  for (const id of solutionFiles.ids) {
    const page = c[solutionFiles.fileOf(id)]!;
    const own = new Set(page.gallery.items.map((item: Data) => item.image.src));
    const others = pictures.filter((src) => !own.has(src));
    page.gallery.items = resize(page.gallery.items, solutionSize(['gallery', 'items'], max), (item: Data) => ({
      ...item,
      image: { ...item.image, src: others.shift()! },
    }));
    const lists = solutionSize(['featureCard', 'lists'], max);
    const items = solutionSize(['featureCard', 'lists', '[]', 'items'], max);
    page.featureCard.lists = resize(page.featureCard.lists, lists, (list: Data, n) => ({
      ...list,
      title: numbered(list.title, n, 90),
    })).map((list: Data) => ({
      ...list,
      items: resize(list.items, items, (item: string, n) => numbered(item, n, 140)),
    }));
  }
}
