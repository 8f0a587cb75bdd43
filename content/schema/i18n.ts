// Both languages in each data file. A file holds the Spanish document under `es:` and, under `en:`, the
// English values of its localized fields only (its texts and the pages' paths), list by list in the Spanish
// order: pictures, ids, numbers and brand references are written once, in Spanish, and shared. This is the
// form Decap CMS writes with i18n `single_file` and `i18n: false` on the shared fields.
import { z } from 'zod';

import { metaOf, text, type Meta } from './fields';
import { LANGUAGES, type Language } from './text';
import { defOf, formatPath, type FieldPath } from './walk';

export { LANGUAGES };
export const DEFAULT_LANGUAGE: Language = 'es';

const withMeta = <T extends z.ZodType>(schema: T, meta: Meta | undefined): T =>
  meta ? schema.meta(meta as unknown as Record<string, unknown>) : schema;

const cache = new WeakMap<z.ZodType, z.ZodType | null>();

/**
 * The schema of a file's English part: the localized fields of `schema`, each text judged as English, in
 * the same objects and lists. Undefined when nothing in `schema` is localized.
 */
export function translationSchema(schema: z.ZodType): z.ZodType | undefined {
  if (!cache.has(schema)) cache.set(schema, project(schema) ?? null);
  return cache.get(schema) ?? undefined;
}

function project(schema: z.ZodType): z.ZodType | undefined {
  const meta = metaOf(schema);
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      if (!meta?.localized) return undefined;
      if (meta.kind && meta.kind !== 'brand' && meta.kind !== 'select' && meta.kind !== 'image') {
        const { label, hint, text: options, fill } = meta;
        return text(meta.kind, { label, hint, fill, ...options }, 'en');
      }
      return withMeta(z.string(), meta);
    }
    case 'object': {
      const shape: Record<string, z.ZodType> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const projected = translationSchema(field);
        if (projected) shape[key] = projected;
      }
      return Object.keys(shape).length > 0 ? withMeta(z.object(shape), meta) : undefined;
    }
    case 'array': {
      const element = translationSchema(def.element!);
      return element ? withMeta(z.array(element), meta) : undefined;
    }
    case 'optional': {
      const inner = translationSchema(def.innerType!);
      return inner ? withMeta(inner.optional(), meta) : undefined;
    }
    case 'pipe':
      return withMeta(translationSchema(def.in!) ?? z.never(), meta);
    case 'union': {
      const options = def.options!.map((option) => translationSchema(option) ?? option);
      return options.some((option, i) => option !== def.options![i])
        ? withMeta(z.union(options as [z.ZodType, z.ZodType]), meta)
        : undefined;
    }
    default:
      return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One language's document: the Spanish one (parsed, with its pictures' sizes) with the localized fields of
 * `translation` in place of the Spanish values.
 */
export function translated<T>(schema: z.ZodType, spanish: T, translation: unknown): T {
  return merge(schema, spanish, translation) as T;
}

function merge(schema: z.ZodType, spanish: unknown, translation: unknown): unknown {
  const meta = metaOf(schema);
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return meta?.localized && typeof translation === 'string' ? translation : spanish;
    case 'object': {
      if (!isObject(spanish)) return spanish;
      const result: Record<string, unknown> = { ...spanish };
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        result[key] = merge(field, spanish[key], isObject(translation) ? translation[key] : undefined);
      }
      return result;
    }
    case 'array':
      return Array.isArray(spanish)
        ? spanish.map((item, i) => merge(def.element!, item, Array.isArray(translation) ? translation[i] : undefined))
        : spanish;
    case 'optional':
      return spanish === undefined ? undefined : merge(def.innerType!, spanish, translation);
    case 'pipe':
      return merge(def.in!, spanish, translation);
    case 'union': {
      const option = def.options!.find((candidate) => translationSchema(candidate)) ?? def.options![0]!;
      return merge(option, spanish, translation);
    }
    default:
      return spanish;
  }
}

/** The first text of a list item, to name it in a message («Timbre con cámara»). */
function nameOf(item: unknown): string | undefined {
  if (typeof item === 'string') return item;
  if (!isObject(item)) return undefined;
  for (const value of Object.values(item)) {
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/**
 * Every list whose English part does not pair item by item with the Spanish one: each Spanish item has its
 * English twin, in the same order, and nothing more. Paths are relative to the file.
 */
export function pairingProblems(
  schema: z.ZodType,
  spanish: unknown,
  translation: unknown,
  path: FieldPath = [],
): { path: string; message: string }[] {
  const def = defOf(schema);
  const here = formatPath(['en', ...path]);
  switch (def.type) {
    case 'object': {
      if (!isObject(spanish) || !isObject(translation)) return [];
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
        translationSchema(field) ? pairingProblems(field, spanish[key], translation[key], [...path, key]) : [],
      );
    }
    case 'array': {
      if (!Array.isArray(spanish) || !Array.isArray(translation)) return [];
      const problems: { path: string; message: string }[] = [];
      if (translation.length < spanish.length) {
        const missing = spanish.slice(translation.length).map((item, i) => {
          const name = nameOf(item);
          return `${name ? `«${name}» ` : ''}(${formatPath([...path, translation.length + i])})`;
        });
        problems.push({
          path: here,
          message: `tiene ${translation.length} y la versión en español ${spanish.length}: falta la traducción de ${missing.join(', ')}, en el mismo orden.`,
        });
      } else if (translation.length > spanish.length) {
        problems.push({
          path: here,
          message: `tiene ${translation.length} y la versión en español ${spanish.length}: sobra en inglés lo que no está en español (o falta agregarlo en español).`,
        });
      }
      spanish.slice(0, translation.length).forEach((item, i) => {
        problems.push(...pairingProblems(def.element!, item, translation[i], [...path, i]));
      });
      return problems;
    }
    case 'optional':
      return pairingProblems(def.innerType!, spanish, translation, path);
    case 'pipe':
      return pairingProblems(def.in!, spanish, translation, path);
    default:
      return [];
  }
}

/**
 * The English part of a file from a whole English document (the Spanish one's shape, every value English):
 * its localized fields only, as the file keeps them under `en:`. The inverse of `translated`.
 */
export function translationPart(schema: z.ZodType, document: unknown): unknown {
  const translation = translationSchema(schema);
  return translation === undefined ? undefined : keep(translation, document);
}

function keep(schema: z.ZodType, value: unknown): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (!isObject(value)) return value;
      const result: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (value[key] !== undefined) result[key] = keep(field, value[key]);
      }
      return result;
    }
    case 'array':
      return Array.isArray(value) ? value.map((item) => keep(def.element!, item)) : value;
    case 'optional':
      return value === undefined ? undefined : keep(def.innerType!, value);
    case 'pipe':
      return keep(def.in!, value);
    default:
      return value;
  }
}
