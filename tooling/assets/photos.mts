// `npm run photos` (part of `build` and `dev`): the photos' variants into public/fotos/ (photo-variants.ts).
import path from 'node:path';

import { contentRoot } from '../../content/schema/root.ts';
import { PHOTO_FOLDER } from '../../lib/photos.ts';
import { unreadableMessage, writePhotoVariants } from './photo-variants.ts';

const started = Date.now();
const { files, encoded, removed, skipped, unreadable } = await writePhotoVariants(
  contentRoot(),
  path.join(process.cwd(), 'public'),
);
console.log(
  `photos: ${files} file(s) in public/${PHOTO_FOLDER}/, ${encoded} encoded, ${removed} removed` +
    `${skipped ? `, ${skipped} master(s) refused by the content check` : ''} (${Date.now() - started} ms).`,
);
for (const file of unreadable) console.error(unreadableMessage(file));
if (unreadable.length > 0) process.exitCode = 1;
