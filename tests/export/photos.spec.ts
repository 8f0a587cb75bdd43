import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { carriedData, fileKind } from '../../content/schema/photo';
import { PHOTO_FOLDER } from '../../lib/photos';

// What the export publishes of pictures: only what the build made. No file of content/fotos/ copied, no HEIC,
// and no picture that carries EXIF, XMP or IPTC (a phone's original put in public/, say). Holds for any
// content; the CMS suite puts photos in the pages.
const root = path.resolve(__dirname, '../..');
const outDir = path.join(root, 'out');

const METADATA = /EXIF|XMP |eXIf|Exif\0\0|<x:xmpmeta|application\/rdf\+xml|XML:com\.adobe\.xmp/;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.[a-z0-9]+$/i.test(name));

test('the export holds no master, no HEIC, and no picture with camera or location data', () => {
  const files = filesUnder(outDir);
  expect(files.filter((name) => /\.hei[cf]$/i.test(name))).toEqual([]);
  const masters = path.join(root, 'content', PHOTO_FOLDER);
  const masterBytes = (() => {
    try {
      return filesUnder(masters).map((name) => readFileSync(path.join(masters, name)));
    } catch {
      return [];
    }
  })();
  for (const name of files.filter((file) => /\.(avif|webp|png|jpe?g|svg|gif|ico)$/i.test(file))) {
    const bytes = readFileSync(path.join(outDir, name));
    expect(
      masterBytes.some((master) => master.equals(bytes)),
      name,
    ).toBe(false);
    // The metadata chunks of WebP (EXIF, XMP), PNG (eXIf, iTXt XMP), AVIF (Exif and XMP items) and SVG (XMP text).
    expect(METADATA.exec(bytes.toString('latin1'))?.[0], name).toBeUndefined();
    if (fileKind(bytes) === 'jpeg') expect(carriedData(bytes).found, name).toEqual([]);
  }
});
