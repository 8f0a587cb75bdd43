// The CMS configuration (public/admin/config.yml), generated from the content schemas: every collection and
// field, with its Spanish label and hint, required or not, its bounds and patterns, brand ids chosen from the
// brand list, pictures uploaded into their folder of public/, and which fields have an English version
// (Decap's i18n, one file per page with `es:` and `en:`, as content/schema/i18n.ts reads it). `npm run cms:config` writes it; a unit test
// fails when the committed file differs from what the schemas say.
import { z } from 'zod';

import { dataFiles, solutionFiles, type DataFileId } from '../content/schema';
import type { Meta } from '../content/schema/fields';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../content/schema/i18n';
import { KINDS, type TextKind } from '../content/schema/text';
import { DRAWING_MAX_BYTES, MASTER_LONG_SIDE, PHOTO_FOLDER, UPLOAD_MAX_BYTES } from '../lib/photos';
import { backend } from './backend';
import { TEXT_WIDGETS } from './widgets';

/** A node of the JSON Schema that zod writes for a data file, with the schema's metadata inline. */
interface Node extends Partial<Meta> {
  type?: string;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  minItems?: number;
  maxItems?: number;
  enum?: string[];
  anyOf?: Node[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}

export type CmsField = Record<string, unknown>;

/** Where the brand list lives in the CMS, for the fields that choose a brand. */
const BRAND_SOURCE = { collection: 'paginas', file: 'brands' };

/** The collection each data file is edited in, in the order of the CMS's menu. */
const COLLECTIONS: { name: string; label: string; description: string; files: DataFileId[] }[] = [
  {
    name: 'empresa',
    label: 'Empresa y contacto',
    description: 'Los datos de la empresa, que todo el sitio usa, y la sección de contacto de cada página.',
    files: ['company', 'contact'],
  },
  {
    name: 'paginas',
    label: 'Páginas',
    description: 'Los textos, listas e imágenes de cada página.',
    files: ['home', 'about', 'catalogue', 'topics', 'products', 'partners', 'brands', 'solutionPages', 'notFound'],
  },
  {
    name: 'menus',
    label: 'Menús y buscadores',
    description: 'Las palabras de los menús y cómo se presenta cada página en listas de enlaces y buscadores.',
    files: ['navigation', 'routes'],
  },
];

function fail(where: string, message: string): never {
  throw new Error(`cms/config.ts: ${where}: ${message}`);
}

/** A value with an English version: a localized one, or a group or list that holds one. */
function translatable(node: Node): boolean {
  return Boolean(
    node.localized ||
    Object.values(node.properties ?? {}).some(translatable) ||
    (node.items && translatable(node.items)) ||
    node.anyOf?.some(translatable),
  );
}

/**
 * The field of one value of a data file. Decap shows a field in the English pane when it has `i18n: true`;
 * the others (pictures, ids, numbers, brands) are written once, in the Spanish pane.
 */
function field(name: string, node: Node, required: boolean, where: string): CmsField {
  const described = localField(name, node, required, where);
  return translatable(node) ? { ...described, i18n: true } : described;
}

function localField(name: string, node: Node, required: boolean, where: string): CmsField {
  // An image's alt text may be empty where the picture is decorative: the text option, not required.
  if (node.anyOf) {
    const { anyOf, ...outer } = node;
    const described = anyOf.find((option) => option.label) ?? fail(where, 'una unión sin opción descrita');
    return localField(name, { ...described, ...outer }, false, where);
  }
  const label = node.label ?? fail(where, 'falta la etiqueta (label) en el esquema');
  const base: CmsField = {
    name,
    label,
    ...(node.hint ? { hint: node.hint } : {}),
    ...(required ? {} : { required: false }),
  };
  if (node.hidden) return { ...base, widget: 'hidden' };

  if (node.kind === 'image') return imageField(base, node, where);
  if (node.kind === 'brand') {
    return {
      ...base,
      widget: 'relation',
      ...BRAND_SOURCE,
      search_fields: ['brands.*.name'],
      value_field: 'brands.*.id',
      display_fields: ['brands.*.name'],
    };
  }
  if (node.kind && node.kind in KINDS) {
    const kind = node.kind as TextKind;
    return {
      ...base,
      widget: KINDS[kind].multiline ? TEXT_WIDGETS.area : TEXT_WIDGETS.line,
      kind,
      ...(node.text && Object.keys(node.text).length > 0 ? { text: node.text } : {}),
    };
  }
  if (node.enum) return { ...base, widget: 'select', options: options(node, where) };

  switch (node.type) {
    case 'object':
      return { ...base, widget: 'object', collapsed: true, fields: fields(node, where) };
    case 'array':
      return arrayField(base, node, where);
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
        ...(node.minimum !== undefined ? { min: node.minimum } : {}),
        ...(node.maximum !== undefined ? { max: node.maximum } : {}),
        ...(node.type === 'number' ? { step: 0.0001 } : {}),
      };
    case 'string':
      return { ...base, widget: 'string', ...stringPattern(node) };
    default:
      return fail(where, `tipo no previsto «${node.type}»`);
  }
}

function stringPattern(node: Node): CmsField {
  if (node.cmsPattern) return { pattern: node.cmsPattern };
  if (node.format === 'email' && node.pattern) {
    return { pattern: [node.pattern, 'Escriba un correo electrónico completo, como «contacto@empresa.com.ec».'] };
  }
  if (node.format === 'uri')
    return { pattern: ['^https://', 'Escriba la dirección completa, empezando por «https://».'] };
  return {};
}

function options(node: Node, where: string) {
  const labels = node.options ?? fail(where, 'una lista de opciones sin etiquetas en español');
  return node.enum!.map((value) => ({
    label: labels[value] ?? fail(where, `la opción «${value}» sin etiqueta`),
    value,
  }));
}

function imageField(base: CmsField, node: Node, where: string): CmsField {
  const folder = node.folder ?? fail(where, 'una imagen sin carpeta');
  const { alt, focus } = node.properties ?? {};
  if (!alt || !focus) fail(where, 'una imagen sin texto alternativo o sin encuadre');
  return {
    ...base,
    widget: 'object',
    collapsed: false,
    fields: [
      {
        name: 'src',
        label: 'Archivo',
        widget: 'image',
        hint: `Una foto JPEG, PNG o WebP de hasta ${UPLOAD_MAX_BYTES / 1024 / 1024} MB, también directo del teléfono: el editor la endereza, le quita la ubicación y los datos de la cámara y la reduce a ${MASTER_LONG_SIDE} px antes de guardarla en content/${PHOTO_FOLDER}/${folder}/. O un dibujo SVG de hasta ${DRAWING_MAX_BYTES / 1024} KB.`,
        media_folder: `/content/${PHOTO_FOLDER}/${folder}`,
        public_folder: `${PHOTO_FOLDER}/${folder}`,
        choose_url: false,
        media_library: { config: { max_file_size: UPLOAD_MAX_BYTES } },
      },
      field('alt', alt, !node.decorative, `${where}.alt`),
      field('focus', focus, false, `${where}.focus`),
    ],
  };
}

function arrayField(base: CmsField, node: Node, where: string): CmsField {
  const item = node.items ?? fail(where, 'una lista sin elementos');
  const bounds = { ...(node.minItems ? { min: node.minItems } : {}), ...(node.maxItems ? { max: node.maxItems } : {}) };
  // A set of choices (days, brand groups): one select that takes several values.
  if (item.enum && !node.itemLabel)
    return {
      ...base,
      widget: 'select',
      multiple: true,
      ...bounds,
      options: options({ ...item, options: node.options ?? item.options }, where),
    };
  // Several brands: chosen from the brand list.
  if (item.kind === 'brand')
    return { ...localField(base.name as string, item, true, where), ...base, multiple: true, ...bounds };
  const list: CmsField = {
    ...base,
    widget: 'list',
    ...bounds,
    ...(node.itemLabel ? { label_singular: node.itemLabel } : {}),
  };
  if (item.type === 'object' && !item.kind) {
    return {
      ...list,
      collapsed: true,
      ...(node.summaryField ? { summary: `{{fields.${node.summaryField}}}` } : {}),
      fields: fields(item, `${where}[]`),
    };
  }
  return { ...list, field: field('valor', item, true, `${where}[]`) };
}

function fields(node: Node, where: string): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? fail(where, 'un objeto sin campos')).map(([name, child]) =>
    field(name, child, required.has(name), `${where}.${name}`),
  );
}

function jsonSchemaOf(schema: z.ZodType): Node {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;
}

/** The whole configuration, as an object; `cmsConfigYaml` writes it. */
export function cmsConfig() {
  const files = COLLECTIONS.map((collection) => ({
    name: collection.name,
    label: collection.label,
    description: collection.description,
    i18n: true,
    files: collection.files.map((id) => {
      const dataFile = dataFiles[id];
      return {
        name: id,
        label: dataFile.label,
        file: dataFile.file,
        description: dataFile.description,
        i18n: true,
        fields: fields(jsonSchemaOf(dataFile.schema), dataFile.file),
      };
    }),
  }));
  const solutions = {
    name: 'soluciones',
    label: solutionFiles.label,
    label_singular: solutionFiles.labelSingular,
    description: solutionFiles.description,
    folder: solutionFiles.folder,
    extension: 'yaml',
    format: 'yaml',
    create: false,
    delete: false,
    identifier_field: 'title',
    summary: '{{title}}',
    i18n: true,
    fields: fields(jsonSchemaOf(solutionFiles.schema), solutionFiles.folder),
  };
  return {
    locale: 'es',
    // Each file holds the Spanish page under `es:` and its English version under `en:`.
    i18n: { structure: 'single_file', locales: [...LANGUAGES], default_locale: DEFAULT_LANGUAGE },
    ...backend,
    // The media page outside the entries saves where the entries do, through the same cleaning (cms/photos.ts).
    // Public folders without a leading slash: the CMS shows a master from the repository, not from the site.
    media_folder: `content/${PHOTO_FOLDER}/subidas`,
    public_folder: `${PHOTO_FOLDER}/subidas`,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    logo_url: '/logo-mark.svg',
    collections: [...files, solutions],
  };
}
