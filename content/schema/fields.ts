// The kinds of field the content schemas are made of. Each builder returns a zod schema that carries, in its
// metadata, what the CMS needs to show the field (Spanish label and hint, widget, folder of an image) and
// what the rules need to judge it (the kind of a text): the schema is the only description of the content.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

import {
  DRAWING_MAX_BYTES,
  FOCUS_VALUES,
  MASTER_LONG_SIDE,
  MASTER_MAX_BYTES,
  PHOTO_FOLDER,
  PHOTO_PREFIX,
  PHOTO_SLOTS,
  placeholderUrl,
  uploadedDrawingUrl,
  variantWidths,
  type PhotoInfo,
  type PhotoSlot,
} from '../../lib/photos';
import { readMaster } from './photo';
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
  /** Images: the folder of content/fotos/ where the CMS saves new uploads, e.g. `catalogo`. */
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

/** A picture as the content names it: a drawing's address in public/ (`/…`) or a master's path in content/ (`fotos/…`). */
const PICTURE_PATH = new RegExp(`^(/|${PHOTO_PREFIX})[\\w\\-/.]+\\.[A-Za-z0-9]+$`);

const HEIC_ADVICE =
  'es una foto HEIC (el formato del iPhone), que los navegadores no muestran. Envíela como JPEG: en el iPhone, Ajustes › Cámara › Formatos › «Más compatible», o compártala primero por WhatsApp y guarde la que recibe; luego súbala de nuevo por el editor.';

const kib = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',').replace(',0', '')} MB`;

/** Why a picture cannot be published as the content names it, or its size (and a photo's variants). */
function inspectPicture(
  src: string,
  slot: PhotoSlot,
): { problem: string } | { width: number; height: number; src: string; photo?: PhotoInfo } {
  const master = src.startsWith(PHOTO_PREFIX);
  const folder = path.join(contentRoot(), master ? 'content' : 'public');
  const file = path.join(folder, decodeURI(src));
  const shown = master ? `content/${src}` : `public${src}`;
  if (/\.hei[cf]$/i.test(src)) return { problem: `${shown} ${HEIC_ADVICE}` };
  if (!file.startsWith(folder + path.sep) || !existsSync(file) || !statSync(file).isFile())
    return {
      problem: master
        ? `no existe el archivo ${shown}: súbalo de nuevo por el editor o corrija la ruta.`
        : `no existe el archivo ${shown}: súbalo a public/ o corrija la ruta.`,
    };
  const read = readMaster(file);
  if (read.kind === 'heic') return { problem: `${shown} ${HEIC_ADVICE}` };
  if (read.kind === 'svg') {
    if (read.bytes > DRAWING_MAX_BYTES)
      return {
        problem: `${shown} pesa ${kib(read.bytes)}; un dibujo SVG pesa como máximo ${kib(DRAWING_MAX_BYTES)}: simplifíquelo antes de subirlo.`,
      };
    if (!read.width || !read.height)
      return { problem: `no se puede leer el tamaño de ${shown}: el SVG necesita un viewBox o un ancho y un alto.` };
    return { width: read.width, height: read.height, src: master ? uploadedDrawingUrl(src, read.key) : src };
  }
  if (!master) {
    return {
      problem: read.width
        ? `${shown} es una foto en public/, que el sitio publicaría tal cual, con los datos de la cámara y del lugar que lleve: súbala por el editor, que la guarda limpia en content/${PHOTO_FOLDER}/.`
        : `${shown} no es un archivo de imagen legible: vuelva a exportarlo como SVG o súbalo de nuevo.`,
    };
  }
  if (read.kind !== 'jpeg' || !read.width || !read.height)
    return {
      problem: read.width
        ? `${shown} no es JPEG: las fotos del sitio se guardan como JPEG. Súbala de nuevo por el editor, que la convierte.`
        : `${shown} no es un archivo de imagen legible (¿está dañado o a medio copiar?): súbalo de nuevo por el editor.`,
    };
  if (Math.max(read.width, read.height) > MASTER_LONG_SIDE)
    return {
      problem: `${shown} mide ${read.width} × ${read.height} px; una foto del sitio mide como máximo ${MASTER_LONG_SIDE} px por lado: súbala por el editor, que la reduce sin perder nitidez.`,
    };
  if (read.bytes > MASTER_MAX_BYTES)
    return {
      problem: `${shown} pesa ${megabytes(read.bytes)}; una foto del sitio pesa como máximo ${megabytes(MASTER_MAX_BYTES)}: súbala por el editor, que la guarda más liviana.`,
    };
  if (read.carried.length > 0)
    return {
      problem: `${shown} lleva ${read.carried.join(', ')}, que el sitio no debe publicar. Súbala de nuevo por el editor, que los quita, o límpiela con «exiftool -all= ${path.basename(file)}» antes de guardarla.`,
    };
  const { minWidth, label } = PHOTO_SLOTS[slot];
  if (read.width < minWidth)
    return {
      problem: `${shown} mide ${read.width} × ${read.height} px: en ${label} se vería borrosa. Use una foto de al menos ${minWidth} px de ancho.`,
    };
  const placeholderFile = path.join(process.cwd(), 'public', placeholderUrl(src, read.key));
  const photo: PhotoInfo = {
    key: read.key,
    widths: variantWidths(read.width),
    ...(existsSync(placeholderFile)
      ? { placeholder: `data:image/webp;base64,${readFileSync(placeholderFile).toString('base64')}` }
      : {}),
  };
  return { width: read.width, height: read.height, src, photo };
}

/**
 * A picture and its Spanish alternative text: a drawing in public/ (SVG), or a photo whose clean master the
 * CMS saved in content/fotos/<folder>/ and whose variants the build makes. `slot` is where the layouts show
 * it. Width and height are read from the file, so that the page reserves its space and never shifts; the
 * check reports anything the site could not publish safely, in Spanish, naming the file.
 */
export function image(
  field: FieldMeta & { folder: string; slot: PhotoSlot; decorative?: boolean; altPlaceholders?: string[] },
) {
  const { folder, slot, decorative, altPlaceholders, ...meta } = field;
  const alt = text('alt', {
    label: 'Texto alternativo',
    hint: 'Describa la imagen para quien no la ve (15 a 250 caracteres).',
    placeholders: altPlaceholders,
  });
  const source = z.object({
    src: z.string().regex(PICTURE_PATH, {
      message: `debe ser una foto subida por el editor («${PHOTO_PREFIX}…jpg») o la dirección de un dibujo de public/, que empieza por «/» («/illustrations/….svg»).`,
    }),
    alt: decorative ? z.union([z.literal(''), alt]) : alt,
    focus: select(FOCUS_VALUES, {
      label: 'Encuadre de la foto',
      hint: 'Qué parte de la foto queda a la vista cuando el recuadro la recorta. Los dibujos se muestran enteros.',
      options: {
        centro: 'El centro',
        arriba: 'La parte de arriba',
        abajo: 'La parte de abajo',
        izquierda: 'El lado izquierdo',
        derecha: 'El lado derecho',
      },
    }).optional(),
  });
  const withSize = source.transform((value, ctx) => {
    const picture = inspectPicture(value.src, slot);
    if ('problem' in picture) {
      ctx.addIssue({ code: 'custom', path: ['src'], message: picture.problem });
      return z.NEVER;
    }
    return { ...value, ...picture };
  });
  return withMeta(withSize, { kind: 'image', folder, decorative, ...meta });
}

/** The metadata of a schema, looking through optional and refined wrappers. */
export function metaOf(schema: z.ZodType): Meta | undefined {
  return schema.meta() as Meta | undefined;
}
