import { crossRules, type Problem } from './rules';
import { contentSchemas } from './schema';
import type { ContentFile, ContentSources } from './sources';
import { PROPER_NAMES, type DetectLanguage } from './text';

export type { Problem } from './rules';

export interface ValidateOptions {
  /** Scores per language of a text (the `eld` detector in the check script). */
  detectLanguage: DetectLanguage;
  /** Absolute path of `public/`, where every image of the content must be. */
  publicDir: string;
}

/** `['products', 2, 'description']` → `products[2].description`. */
function fieldOf(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

/**
 * Every problem of the content, all at once, in the order of the files: what the build and
 * `npm run check:contenido` print. An empty list means the content is ready to publish.
 */
export function validateContent(sources: ContentSources, options: ValidateOptions): Problem[] {
  // Brand ids and names come from the brand list being checked, so that a renamed or removed brand shows up.
  const brandRecords: Record<string, { name?: unknown }> = sources['content/brands.ts']?.brandRecords ?? {};
  const brandNames = Object.values(brandRecords).flatMap((brand) =>
    typeof brand?.name === 'string' ? [brand.name] : [],
  );
  const schemas = contentSchemas({
    detectLanguage: options.detectLanguage,
    properNames: [...brandNames, ...PROPER_NAMES],
    brandIds: Object.keys(brandRecords),
  });
  const problems: Problem[] = [];
  const report = (file: string, field: string, message: string) => {
    if (!problems.some((p) => p.file === file && p.field === field && p.message === message)) {
      problems.push({ file, field, message });
    }
  };
  for (const [file, module] of Object.entries(sources) as [ContentFile, unknown][]) {
    const schema = file in schemas ? schemas[file as keyof typeof schemas] : schemas.solutionPage;
    const result = schema.safeParse(module);
    if (!result.success) for (const issue of result.error.issues) report(file, fieldOf(issue.path), issue.message);
  }
  for (const rule of crossRules) {
    try {
      rule.check(sources, options.publicDir, report);
    } catch {
      // A file without the expected shape already has its problems listed above; say so if it has none.
      if (problems.length === 0)
        report('content/', '', `no se pudo comprobar ${rule.name}: revise la forma de los archivos.`);
    }
  }
  return problems;
}

/** One line per problem: file › field: message. */
export function formatProblem({ file, field, message }: Problem): string {
  return field ? `${file} › ${field}: ${message}` : `${file}: ${message}`;
}
