import type { z } from 'zod';

import type { brandsSchema } from '../schema/brands';
import { formatProblem, readContent } from '../schema/read';
import { languageProblems, type DetectLanguage } from './language';

/**
 * Every problem of the content under `root`, as the lines the check prints: what the schemas and the rules
 * across files refuse (the loader of the pages refuses the same), then the prose a detector does not read as its
 * language (Spanish under «es:», English under «en:»). An empty list means the content is ready to publish.
 */
export function checkContent(root: string, detectLanguage: DetectLanguage): string[] {
  const { problems, files } = readContent(root);
  const brands = files.find((f) => f.file === 'content/brands.yaml' && f.language === 'es')?.value as
    Partial<z.input<typeof brandsSchema>> | undefined;
  const brandNames = Array.isArray(brands?.brands)
    ? brands.brands.flatMap((brand) => (typeof brand?.name === 'string' ? [brand.name] : []))
    : [];
  const lines = [...problems, ...languageProblems(files, brandNames, detectLanguage)].map(formatProblem);
  return [...new Set(lines)];
}
