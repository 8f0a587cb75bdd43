// The kinds of field the content schemas are made of. Each builder returns a zod schema that carries, in its
// metadata, what the CMS needs to show the field (Spanish label and hint, widget, folder of an image) and
// what the rules need to judge it (the kind of a text): the schema is the only description of the content.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { z } from 'zod';

import { contentRoot } from './root';
import { lengthBounds, textProblems, type Language, type TextKind, type TextOptions } from './text';

z.config(z.locales.es());

/** What every field may tell the CMS. */
export interface FieldMeta {
  /** The field's name in the CMS, in Spanish. */
  label: string;
  /** One line under the field in the CMS, in Spanish. */
  hint?: string;
}

/** Numbers the site counts at build time, which a `{cantidad}` placeholder may stand for. */
export type CountSource = 'brands' | 'partners' | 'products';

/** The metadata of the schemas, as the config generator and the rules read it back. */
export type Meta = FieldMeta & {
  /** Texts: the placeholders the site fills at build time with a count, e.g. `{ cantidad: 'brands' }`. */
  fill?: Record<string, CountSource>;
  kind?: TextKind | 'image' | 'brand' | 'select';
  text?: TextOptions;
  /** Images: the folder of public/ where the CMS uploads new files, e.g. `illustrations/catalogo`. */
  folder?: string;
  /** Images: an empty alternative text is allowed (the picture is decorative). */
  decorative?: boolean;
  /** Lists: the Spanish name of one item («Agregar producto»), and the item field shown when it is closed. */
  itemLabel?: string;
  summaryField?: string;
  /** Selects: the Spanish label of each value. */
  options?: Record<string, string>;
  /** A value the staff do not change in the CMS (published paths, ids used in links): kept, not shown. */
  hidden?: boolean;
  /**
   * A value each language has its own of: every visible text (unless the same in all languages, such as an
   * address) and the pages' paths. Everything else (pictures, ids, numbers, brand references) is the Spanish
   * one's, in both languages (content/schema/i18n.ts).
   */
  localized?: boolean;
  /** A pattern the CMS checks as the staff type, with its Spanish message (the schema's own rule is stricter). */
  cmsPattern?: [string, string];
};

const withMeta = <T extends z.ZodType>(schema: T, meta: Meta): T =>
  schema.meta(meta as unknown as Record<string, unknown>);

/** A visible text: its kind sets its length and its rules (in its language), which run as part of the schema. */
export function text(
  kind: TextKind,
  field: FieldMeta & TextOptions & { fill?: Record<string, CountSource>; sameInAllLanguages?: boolean },
  language: Language = 'es',
) {
  const { label, hint, fill, sameInAllLanguages, ...options } = field;
  const { min, max } = lengthBounds(kind, options);
  const schema = z.string().superRefine((value, ctx) => {
    for (const message of textProblems(value, kind, options, language)) ctx.addIssue({ code: 'custom', message });
  });
  return withMeta(schema, {
    label,
    hint: hint ?? `Entre ${min} y ${max} caracteres.`,
    kind,
    text: options,
    fill,
    localized: !sameInAllLanguages,
  });
}

/** An id that ends up in a URL or a DOM id: lowercase letters, digits and hyphens. */
export function slug(field: FieldMeta) {
  return withMeta(
    z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
      message: 'debe ser un identificador en minúsculas, sin tildes ni espacios (letras, números y guiones).',
    }),
    { hint: 'Minúsculas, números y guiones; aparece en la dirección de la página.', ...field },
  );
}

/** One of a fixed set of values, each shown in the CMS by its Spanish label. */
export function select<const T extends readonly [string, ...string[]]>(
  values: T,
  field: FieldMeta & { options: Record<T[number], string> },
) {
  return withMeta(z.enum(values), { kind: 'select', ...field });
}

/** A list with the bounds the layout holds; the CMS enforces the same bounds. */
export function list<T extends z.ZodType>(
  item: T,
  bounds: { min: number; max: number },
  field: FieldMeta & { itemLabel: string; summaryField?: string; hidden?: boolean },
) {
  const { itemLabel } = field;
  return withMeta(
    z
      .array(item)
      .min(bounds.min, { message: `debe tener al menos ${bounds.min} (${itemLabel}).` })
      .max(bounds.max, { message: `admite como máximo ${bounds.max} (${itemLabel}).` }),
    { hint: `De ${bounds.min} a ${bounds.max}.`, ...field },
  );
}

/**
 * Reports an item that repeats an earlier one's key (a name, an id, a picture), at the item or at its
 * `field`; `show` is how the message quotes the item (its key by default).
 */
export function distinct<T>(
  key: (item: T) => string,
  noun: string,
  options: { field?: string; show?: (item: T) => string } = {},
) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Map<string, number>();
    items.forEach((item, i) => {
      const value = key(item);
      const first = seen.get(value);
      if (first === undefined) seen.set(value, i);
      else
        ctx.addIssue({
          code: 'custom',
          path: options.field ? [i, options.field] : [i],
          message: `repite ${noun} del elemento [${first}] («${options.show?.(item) ?? value}»).`,
        });
    });
  };
}

/** A brand, by its id in content/brands.yaml; the check reports ids that are not in the list. */
export function brandRef(field: FieldMeta) {
  return withMeta(z.string().min(1), { kind: 'brand', ...field });
}

/** A complete https address. */
export function httpsUrl(field: FieldMeta) {
  return withMeta(
    z.url({
      protocol: /^https$/,
      hostname: z.regexes.domain,
      message: 'debe ser una dirección web completa y segura, como «https://www.ejemplo.com».',
    }),
    field,
  );
}

/** The heaviest image file the site publishes: a photo is reduced before it is uploaded. */
export const MAX_IMAGE_BYTES = 500 * 1024;

const IMAGE_PATH = /^\/[\w\-/.]+\.(svg|png|jpe?g|webp|avif)$/;

/** Intrinsic size of an image file, read once per version of the file. */
const sizes = new Map<string, { mtime: number; size: ReturnType<typeof imageSize> | undefined }>();
function sizeOf(file: string) {
  const mtime = statSync(file).mtimeMs;
  const known = sizes.get(file);
  if (known?.mtime === mtime) return known.size;
  let size: ReturnType<typeof imageSize> | undefined;
  try {
    size = imageSize(readFileSync(file));
  } catch {
    size = undefined;
  }
  sizes.set(file, { mtime, size });
  return size;
}

/**
 * A picture in public/: its path and its Spanish alternative text. Its width and height are read from the
 * file, so that the page reserves its space and never shifts; a missing or unreadable file is reported.
 */
export function image(field: FieldMeta & { folder: string; decorative?: boolean; altPlaceholders?: string[] }) {
  const { folder, decorative, altPlaceholders, ...meta } = field;
  const alt = text('alt', {
    label: 'Texto alternativo',
    hint: 'Describa la imagen para quien no la ve (15 a 250 caracteres).',
    placeholders: altPlaceholders,
  });
  const source = z.object({
    src: z.string().regex(IMAGE_PATH, {
      message:
        'debe ser la ruta de un archivo de imagen dentro de public/, empezando por «/» (por ejemplo «/illustrations/foto.svg»).',
    }),
    alt: decorative ? z.union([z.literal(''), alt]) : alt,
  });
  const withSize = source.transform((value, ctx) => {
    const publicDir = path.join(contentRoot(), 'public');
    const file = path.join(publicDir, decodeURI(value.src));
    if (!file.startsWith(publicDir + path.sep) || !existsSync(file)) {
      ctx.addIssue({
        code: 'custom',
        path: ['src'],
        message: `no existe el archivo public${value.src}: súbalo a public/ o corrija la ruta.`,
      });
      return z.NEVER;
    }
    const bytes = statSync(file).size;
    if (bytes > MAX_IMAGE_BYTES) {
      ctx.addIssue({
        code: 'custom',
        path: ['src'],
        message: `public${value.src} pesa ${Math.round(bytes / 1024)} KB; una imagen del sitio pesa como máximo ${MAX_IMAGE_BYTES / 1024} KB: redúzcala antes de subirla.`,
      });
    }
    const size = sizeOf(file);
    if (!size?.width || !size.height) {
      ctx.addIssue({
        code: 'custom',
        path: ['src'],
        message: `no se puede leer el tamaño de public${value.src}: ¿es un archivo de imagen válido?`,
      });
      return z.NEVER;
    }
    return { ...value, width: size.width, height: size.height };
  });
  return withMeta(withSize, { kind: 'image', folder, decorative, ...meta });
}

/** The metadata of a schema, looking through optional and refined wrappers. */
export function metaOf(schema: z.ZodType): Meta | undefined {
  return schema.meta() as Meta | undefined;
}
