// Reads every data file of content/ in both languages, checks each part against its schema and the rules
// across files, and fills the placeholders the site knows at build time. The loader of the pages and `npm run check:contenido` both
// start here, so that they accept and refuse exactly the same content.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import type { z } from 'zod';

import type { CountSource } from './fields';
import { LANGUAGES, pairingProblems, translated, translationSchema } from './i18n';
import { dataFiles, solutionFiles, type ContentData, type DataFileId } from './index';
import { fillPlaceholders } from './placeholders';
import { readingFrom } from './root';
import { SOLUTION_IDS } from './routes';
import { crossFileProblems, type Parsed, type Problem } from './rules';
import type { Language } from './text';
import { formatPath, mapTexts } from './walk';

export type { Problem } from './rules';

/** A data file's YAML as plain values, or the Spanish description of why it cannot be read. */
export function readYaml(file: string): { value: unknown } | { problem: string } {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return { problem: 'falta el archivo: restáurelo desde el repositorio.' };
  }
  const doc = parseDocument(source);
  const error = doc.errors[0];
  if (error) {
    const line = error.linePos?.[0].line;
    return {
      problem: `no se puede leer el archivo${line ? ` (línea ${line})` : ''}: revise la sangría, los dos puntos y las comillas de esa línea.`,
    };
  }
  return { value: doc.toJS() };
}

/** Every file with its schema, by its key in ContentData. */
function sources(): { key: DataFileId | `solutions.${string}`; file: string; schema: z.ZodType }[] {
  return [
    ...(Object.keys(dataFiles) as DataFileId[]).map((key) => ({
      key,
      file: dataFiles[key].file,
      schema: dataFiles[key].schema,
    })),
    ...SOLUTION_IDS.map((id) => ({
      key: `solutions.${id}` as const,
      file: solutionFiles.fileOf(id),
      schema: solutionFiles.schema as z.ZodType,
    })),
  ];
}

/** The values of the build-time placeholders. */
function buildValues(parsed: Parsed) {
  const company = parsed.company;
  const facts: Record<string, string> = company
    ? {
        empresa: company.shortName,
        razonSocial: company.name,
        calle: company.address.street,
        ciudad: company.address.city,
      }
    : {};
  const counts: Record<CountSource, number | undefined> = {
    brands: parsed.brands?.brands.length,
    partners: parsed.partners?.partners.length,
    products: parsed.products?.products.length,
  };
  return { facts, counts };
}

/** One language's part of a data file as read from disk, whether or not it fits its schema. */
export interface ReadFile {
  file: string;
  language: Language;
  /** The schema of this part: the file's own for Spanish, its localized fields for English. */
  schema: z.ZodType;
  value: unknown;
}

export interface ReadResult {
  /** The whole content in each language, ready for the pages; only when there is no problem. */
  content?: Record<Language, ContentData>;
  problems: Problem[];
  /** Every part that could be read as YAML, for rules that judge texts one by one (the language check). */
  files: ReadFile[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Store = Record<string, unknown> & { solutions: Record<string, unknown> };
const put = (store: Store, key: string, value: unknown) => {
  if (key.startsWith('solutions.')) store.solutions[key.slice('solutions.'.length)] = value;
  else store[key] = value;
};
const get = (store: Store, key: string) =>
  key.startsWith('solutions.') ? store.solutions[key.slice('solutions.'.length)] : store[key];

/** The value at a path of parsed YAML, or undefined where the path leaves it. */
const valueAt = (value: unknown, where: readonly PropertyKey[]): unknown =>
  where.reduce<unknown>(
    (node, key) => (isObject(node) || Array.isArray(node) ? (node as never)[key] : undefined),
    value,
  );

/**
 * A schema's message, or a plain one when the field is simply not there: in English, the missing
 * translation with the Spanish text it translates (`spanish` is null when reading the Spanish part).
 */
function missingOr(issue: z.core.$ZodIssue, part: unknown, spanish: unknown): string {
  if (valueAt(part, issue.path) !== undefined) return issue.message;
  if (spanish === null) return 'falta este dato: es obligatorio.';
  const twin = valueAt(spanish, issue.path);
  return typeof twin === 'string'
    ? `falta la traducción al inglés de «${twin.length > 80 ? `${twin.slice(0, 77)}…` : twin}».`
    : 'falta la traducción al inglés de este campo.';
}

/** Reads the content under `root` (the project, or a copy), in both languages. */
export function readContent(root: string): ReadResult {
  const problems: Problem[] = [];
  const report = (file: string, where: readonly PropertyKey[], message: string) =>
    problems.push({ file, field: formatPath(where), message });
  const spanish: Store = { solutions: {} };
  const english: Store = { solutions: {} };
  const all = sources();
  const files: ReadFile[] = [];
  for (const { key, file, schema } of all) {
    const read = readYaml(path.join(root, file));
    if ('problem' in read) {
      problems.push({ file, field: '', message: read.problem });
      continue;
    }
    const translation = translationSchema(schema);
    if (!isObject(read.value) || !isObject(read.value.es)) {
      report(file, [], 'el archivo empieza con «es:», la versión en español, y sigue con «en:», la versión en inglés.');
      continue;
    }
    const parts = { es: read.value.es, en: read.value.en };
    files.push({ file, language: 'es', schema, value: parts.es });
    const es = readingFrom(root, () => schema.safeParse(parts.es));
    if (!es.success)
      for (const issue of es.error.issues) report(file, ['es', ...issue.path], missingOr(issue, parts.es, null));
    let en: unknown;
    if (translation) {
      if (!isObject(parts.en)) {
        report(file, ['en'], 'falta la versión en inglés: cada texto en español tiene su traducción bajo «en:».');
        continue;
      }
      files.push({ file, language: 'en', schema: translation, value: parts.en });
      const result = translation.safeParse(parts.en);
      if (!result.success)
        for (const issue of result.error.issues)
          report(file, ['en', ...issue.path], missingOr(issue, parts.en, parts.es));
      else en = result.data;
      for (const { path: where, message } of pairingProblems(schema, parts.es, parts.en)) {
        problems.push({ file, field: where, message });
      }
    } else if (parts.en !== undefined) {
      report(file, ['en'], 'este archivo no tiene textos que traducir: borre la sección «en:».');
    }
    if (!es.success || (translation && en === undefined)) continue;
    put(spanish, key, es.data);
    put(english, key, translation ? translated(schema, es.data, en) : structuredClone(es.data));
  }
  const publicDir = path.join(root, 'public');
  for (const language of LANGUAGES) {
    problems.push(...crossFileProblems((language === 'es' ? spanish : english) as Parsed, publicDir, language));
  }
  if (problems.length > 0) return { problems: dedupe(problems), files };

  for (const store of [spanish, english]) {
    const { facts, counts } = buildValues(store as Parsed);
    for (const { key, schema } of all) {
      mapTexts(schema, get(store, key), (text, meta) => {
        const values: Record<string, string | number> = { ...facts };
        for (const [name, source] of Object.entries(meta?.fill ?? {})) values[name] = counts[source] ?? `{${name}}`;
        return fillPlaceholders(text, values);
      });
    }
  }
  return {
    content: { es: spanish as unknown as ContentData, en: english as unknown as ContentData },
    problems,
    files,
  };
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}\u0000${p.field}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One line per problem: file › field: message. */
export function formatProblem({ file, field, message }: Problem): string {
  return field ? `${file} › ${field}: ${message}` : `${file}: ${message}`;
}
