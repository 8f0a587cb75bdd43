// Walks a content schema and a value of it side by side, to reach every text with the metadata of its
// field: the loader fills the placeholders this way, and the check judges the language of every text.
import type { z } from 'zod';

import { metaOf, type Meta } from './fields';

export type FieldPath = (string | number)[];

/** The part of zod's internal definition that the walkers read. */
export interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
}

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Calls `visit` for every string of `value` that its schema describes, with the field's metadata (the
 * nearest wrapper's, e.g. an optional field's) and its path. Values that do not fit the schema are skipped:
 * the schema's own parse reports them.
 */
export function walkTexts(
  schema: z.ZodType,
  value: unknown,
  visit: (text: string, meta: Meta | undefined, path: FieldPath) => void,
  path: FieldPath = [],
  inherited?: Meta,
): void {
  const meta = metaOf(schema) ?? inherited;
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      if (typeof value === 'string') visit(value, meta, path);
      return;
    case 'object':
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, field] of Object.entries(def.shape ?? {})) {
          walkTexts(field, (value as Record<string, unknown>)[key], visit, [...path, key]);
        }
      }
      return;
    case 'array':
      if (Array.isArray(value)) value.forEach((item, i) => walkTexts(def.element!, item, visit, [...path, i]));
      return;
    case 'optional':
    case 'nullable':
    case 'default':
      walkTexts(def.innerType!, value, visit, path, meta);
      return;
    case 'pipe':
      walkTexts(def.in!, value, visit, path, meta);
      return;
    case 'union': {
      // The option that describes texts (an image's alt text may also be the empty literal).
      const option = def.options!.find((candidate) => metaOf(candidate)?.kind) ?? def.options![0]!;
      walkTexts(option, value, visit, path, meta);
      return;
    }
    default:
      return;
  }
}

/** Replaces every string of `value` that its schema describes by `replace`'s result, in place. */
export function mapTexts(
  schema: z.ZodType,
  value: unknown,
  replace: (text: string, meta: Meta | undefined) => string,
): void {
  walkTexts(schema, value, (text, meta, path) => {
    const next = replace(text, meta);
    if (next === text || path.length === 0) return;
    let node = value as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[path.at(-1)!] = next;
  });
}

/** `['products', 2, 'description']` → `products[2].description`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}
