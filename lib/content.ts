// The one loader of the site's content: every page and section reads content/ through it, at build time
// (and on each request of the development server, which sees a saved file at once). Client islands receive
// only the props their server component hands them.
import { statSync } from 'node:fs';
import path from 'node:path';

import { dataFiles, solutionFiles, type ContentData } from '../content/schema';
import { formatProblem, readContent, type Problem } from '../content/schema/read';
import { contentRoot } from '../content/schema/root';
import type { Locale } from './i18n';

export type { ContentData } from '../content/schema';
export type { Locale } from './i18n';

/** Thrown when the content does not pass its checks: the message lists every problem, in Spanish. */
export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `El contenido tiene problemas (npm run check:contenido):\n${problems.map((p) => `- ${formatProblem(p)}`).join('\n')}`,
    );
    this.name = 'ContentError';
  }
}

const files = [...Object.values(dataFiles).map((d) => d.file), ...solutionFiles.ids.map(solutionFiles.fileOf)];

/** Changes whenever a data file does, so that the development server never shows stale content. */
function versionOf(root: string): string {
  if (process.env.NODE_ENV === 'production') return root;
  return [
    root,
    ...files.map((file) => {
      try {
        return statSync(path.join(root, file)).mtimeMs;
      } catch {
        return 0;
      }
    }),
  ].join('|');
}

let cache: { version: string; content: Record<Locale, ContentData> } | undefined;

/** The whole content in one language, checked, with the numbers and company facts of its texts filled in. */
export function content(locale: Locale): ContentData {
  const root = contentRoot();
  const version = versionOf(root);
  if (cache?.version !== version) {
    const result = readContent(root);
    if (!result.content) throw new ContentError(result.problems);
    cache = { version, content: result.content };
  }
  return cache.content[locale];
}

export type Company = ContentData['company'];
export type RouteTable = ContentData['routes']['routes'];
export type RouteEntry = RouteTable[keyof RouteTable];
export type RouteAlias = ContentData['routes']['aliases'][number];
export type ImageAsset = ContentData['home']['hero']['image'];
export type Brand = ContentData['brands']['brands'][number];
export type CatalogueCategory = ContentData['catalogue']['categories'][number];
export type CatalogueItem = CatalogueCategory['subcategories'][number]['items'][number];
export type Product = ContentData['products']['products'][number];
export type Partner = ContentData['partners']['partners'][number];
export type SolutionPageContent = ContentData['solutions'][keyof ContentData['solutions']];
export type OpeningHours = Company['openingHours'][number];
export type TopicBlock = ContentData['topics']['topics'][number];
