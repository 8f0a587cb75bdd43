// The site's content as `npm run cms` read it (cms/build.ts writes the module `virtual:contenido`): every
// file the preview does not edit, and the sizes and variants of every picture. Null when the content had
// problems then: the preview says so instead of drawing a page.

// @ts-expect-error: a module of the CMS's bundler, not a file.
import content from 'virtual:contenido';

import type { ContentData, Locale } from '../../lib/content';

export const built = content as Record<Locale, ContentData> | null;
