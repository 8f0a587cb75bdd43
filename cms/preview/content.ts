// lib/content.ts as the CMS's preview sees it (cms/build.ts puts this module in its place): the site's content
// as the CMS was built with it, with the entry being edited laid over it (overlay.ts). The page components read
// it through `content(locale)` exactly as they read the data files at build time.
import type { ContentData, Locale } from '../../lib/content';

export type * from '../../lib/content';

let current: Record<Locale, ContentData> | undefined;

/** Sets what `content()` answers, for the one synchronous render of a preview. */
export function setPreviewContent(next: Record<Locale, ContentData>): void {
  current = next;
}

export function content(locale: Locale): ContentData {
  if (!current) throw new Error('cms/preview: the preview has no content yet.');
  return current[locale];
}

export class ContentError extends Error {}
