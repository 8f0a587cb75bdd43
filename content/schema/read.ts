// Reads every data file of content/, checks it against its schema and the rules across files, and fills the
// placeholders the site knows at build time. The loader of the pages and `npm run check:contenido` both
// start here, so that they accept and refuse exactly the same content.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import type { z } from 'zod';

import type { CountSource } from './fields';
import { dataFiles, solutionFiles, type ContentData, type DataFileId } from './index';
import { fillPlaceholders } from './placeholders';
import { readingFrom } from './root';
import { SOLUTION_IDS } from './routes';
import { crossFileProblems, type Parsed, type Problem } from './rules';
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

/** A data file as read from disk, whether or not it fits its schema. */
export interface ReadFile {
  file: string;
  schema: z.ZodType;
  value: unknown;
}

export interface ReadResult {
  /** The whole content, ready for the pages; only when there is no problem. */
  content?: ContentData;
  problems: Problem[];
  /** Every file that could be read as YAML, for rules that judge texts one by one (the language check). */
  files: ReadFile[];
}

/** Reads the content under `root` (the project, or a copy). */
export function readContent(root: string): ReadResult {
  const problems: Problem[] = [];
  const parsed: Record<string, unknown> & { solutions: Record<string, unknown> } = { solutions: {} };
  const all = sources();
  const files: ReadFile[] = [];
  for (const { key, file, schema } of all) {
    const read = readYaml(path.join(root, file));
    if ('problem' in read) {
      problems.push({ file, field: '', message: read.problem });
      continue;
    }
    files.push({ file, schema, value: read.value });
    const result = readingFrom(root, () => schema.safeParse(read.value));
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push({ file, field: formatPath(issue.path), message: issue.message });
      continue;
    }
    if (key.startsWith('solutions.')) parsed.solutions[key.slice('solutions.'.length)] = result.data;
    else parsed[key] = result.data;
  }
  problems.push(...crossFileProblems(parsed as Parsed, path.join(root, 'public')));
  if (problems.length > 0) return { problems: dedupe(problems), files };

  const { facts, counts } = buildValues(parsed as Parsed);
  for (const { key, schema } of all) {
    const value = key.startsWith('solutions.') ? parsed.solutions[key.slice('solutions.'.length)] : parsed[key];
    mapTexts(schema, value, (text, meta) => {
      const values: Record<string, string | number> = { ...facts };
      for (const [name, source] of Object.entries(meta?.fill ?? {})) values[name] = counts[source] ?? `{${name}}`;
      return fillPlaceholders(text, values);
    });
  }
  return { content: parsed as unknown as ContentData, problems, files };
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
