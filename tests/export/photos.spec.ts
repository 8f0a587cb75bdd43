import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { carriedData, fileKind } from '../../content/schema/photo';
import { PHOTO_FOLDER } from '../../lib/photos';
import { filesUnder } from '../../tooling/export/pages';

// The export publishes only the pictures the build made: no master, no HEIC, no EXIF, XMP or IPTC, for any content.
const root = path.resolve(__dirname, '../..');
const outDir = path.join(root, 'out');

const METADATA = /EXIF|XMP |eXIf|Exif\0\0|<x:xmpmeta|application\/rdf\+xml|XML:com\.adobe\.xmp/;

test('the export holds no master, no HEIC, and no picture with camera or location data', () => {
  const files = filesUnder(outDir);
  expect(files.filter((name) => /\.hei[cf]$/i.test(name))).toEqual([]);
  const masters = path.join(root, 'content', PHOTO_FOLDER);
  const masterBytes = filesUnder(masters).map((name) => readFileSync(path.join(masters, name)));
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
