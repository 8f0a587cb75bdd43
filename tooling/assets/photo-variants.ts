// The photo step (`npm run photos`, photos.mts; `editar` after each save): from each master of content/fotos/,
// AVIF and WebP at each width of lib/photos.ts into public/fotos/, upright, sRGB, no metadata, named after the
// master's key, and a 24 px placeholder; drawings (SVG) copied under a name with their key. A variant already
// there is kept (its name changes with the master); anything else there is removed. Masters are never copied.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';

import { readMaster } from '../../content/schema/photo';
import {
  MASTER_LONG_SIDE,
  PHOTO_ENCODING,
  PHOTO_FOLDER,
  PHOTO_FORMATS,
  placeholderUrl,
  uploadedDrawingUrl,
  variantUrl,
  variantWidths,
} from '../../lib/photos';
import { filesUnder } from '../export/pages';

/** Each file the variants of one master need, and how to make it from the master's decoded pixels. */
type Job = { file: string; make: (pixels: Sharp) => Sharp };

function jobsOf(src: string, key: string, width: number): Job[] {
  const jobs: Job[] = variantWidths(width).flatMap((w) =>
    PHOTO_FORMATS.map((format) => ({
      file: variantUrl(src, key, w, format),
      make: (pixels: Sharp) => pixels.resize({ width: w })[format](PHOTO_ENCODING[format]),
    })),
  );
  jobs.push({
    file: placeholderUrl(src, key),
    make: (pixels) => pixels.resize({ width: PHOTO_ENCODING.placeholderWidth }).webp({ quality: 40 }),
  });
  return jobs;
}

/** Brings `publicDir`/fotos/ in line with `root`/content/fotos/; returns what it did, for the build's log. */
export async function writePhotoVariants(root: string, publicDir: string) {
  const masters = path.join(root, 'content', PHOTO_FOLDER);
  const variants = path.join(publicDir, PHOTO_FOLDER);
  const wanted = new Set<string>();
  let encoded = 0;
  let skipped = 0;
  const unreadable: string[] = [];
  for (const relative of filesUnder(masters)) {
    const src = `${PHOTO_FOLDER}/${relative}`;
    const file = path.join(masters, relative);
    const master = readMaster(file);
    if (master.kind === 'svg') {
      const target = uploadedDrawingUrl(src, master.key);
      wanted.add(target);
      const out = path.join(publicDir, target);
      if (!existsSync(out)) {
        mkdirSync(path.dirname(out), { recursive: true });
        copyFileSync(file, out);
      }
      continue;
    }
    // The content check explains every other case; nothing is made of a file it refuses.
    if (master.kind !== 'jpeg' || !master.width || Math.max(master.width, master.height ?? 0) > MASTER_LONG_SIDE) {
      skipped++;
      continue;
    }
    const jobs = jobsOf(src, master.key, master.width);
    jobs.forEach((job) => wanted.add(job.file));
    const missing = jobs.filter((job) => !existsSync(path.join(publicDir, job.file)));
    if (missing.length === 0) continue;
    // Decoded once, upright (EXIF orientation applied), then each variant from the same pixels.
    let decoded: { data: Buffer; info: OutputInfo };
    try {
      decoded = await sharp(readFileSync(file), { limitInputPixels: MASTER_LONG_SIDE ** 2 })
        .rotate()
        .toColourspace('srgb')
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      unreadable.push(`content/${src}`);
      continue;
    }
    const { data, info } = decoded;
    mkdirSync(path.dirname(path.join(publicDir, variantUrl(src, master.key, 1, 'webp'))), { recursive: true });
    await Promise.all(
      missing.map(async (job) => {
        const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
        // Written beside, then renamed: a server (or a second run of this step) never reads half a file.
        const out = path.join(publicDir, job.file);
        await job.make(pixels).toFile(`${out}.${process.pid}.parcial`);
        renameSync(`${out}.${process.pid}.parcial`, out);
      }),
    );
    encoded += missing.length;
  }
  const stale = filesUnder(variants).filter(
    (file) => !wanted.has(`/${PHOTO_FOLDER}/${file}`) && !file.endsWith('.parcial'),
  );
  for (const file of stale) rmSync(path.join(variants, file));
  // Folders left empty by the removals would be exported as empty folders.
  if (existsSync(variants))
    for (const dir of readdirSync(variants, { recursive: true, encoding: 'utf8' }).reverse()) {
      const folder = path.join(variants, dir);
      if (statSync(folder).isDirectory() && readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
    }
  return { files: wanted.size, encoded, removed: stale.length, skipped, unreadable };
}

/** For the staff: the file's header was readable (the content check passed it), its pixels are not. */
export const unreadableMessage = (file: string) =>
  `${file} no se puede leer como imagen (¿está dañada o a medio copiar?): súbala de nuevo por el editor.`;
