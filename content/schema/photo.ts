// What the content check reads of a picture file before anything decodes it: its kind from its first bytes,
// its size from its header, and, for a photo's master, whatever it still carries about the camera, the
// place or a person. The photo step (tooling/assets/photos.mts) names its variants with the same key.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import exifReader from 'exif-reader';
import { imageSize } from 'image-size';

import { PHOTO_ENCODING } from '../../lib/photos';

export type FileKind = 'jpeg' | 'heic' | 'svg' | 'other';

/** The kind of a picture file by its content, whatever its name says. */
export function fileKind(bytes: Buffer): FileKind {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  // ISO media: `ftyp` at byte 4, then the brand. AVIF is ISO media too, but not HEIC.
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brands = bytes.subarray(8, 32).toString('latin1');
    if (/hei[cxms]|hev[cxms]|mif1|msf1/.test(brands) && !/avi[fs]/.test(brands)) return 'heic';
  }
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(bytes.subarray(0, 4096).toString('utf8')))
    return 'svg';
  return 'other';
}

/** The segments a clean JPEG may keep: JFIF (APP0), its colour profile (APP2 ICC) and Adobe's (APP14). */
function harmless(marker: number, payload: Buffer): boolean {
  if (marker === 0xe0) return payload.subarray(0, 5).toString('latin1') === 'JFIF\0';
  if (marker === 0xe2) return payload.subarray(0, 12).toString('latin1') === 'ICC_PROFILE\0';
  return marker === 0xee;
}

/** The EXIF fields that say something about a place, a device or a person. */
function exifFindings(payload: Buffer): string[] {
  let tags: ReturnType<typeof exifReader>;
  try {
    tags = exifReader(payload);
  } catch {
    return ['datos EXIF'];
  }
  const found: string[] = [];
  if (tags.GPSInfo && Object.keys(tags.GPSInfo).length > 0) found.push('la posición GPS');
  if (tags.Image?.Make || tags.Image?.Model) found.push('la marca y el modelo de la cámara');
  if (tags.Photo?.BodySerialNumber || tags.Photo?.LensSerialNumber) found.push('el número de serie de la cámara');
  if (tags.Image?.Artist || tags.Photo?.CameraOwnerName || tags.Image?.Copyright)
    found.push('el nombre de una persona');
  if (tags.Photo?.DateTimeOriginal || tags.Image?.DateTime) found.push('la fecha y hora de la toma');
  return found.length > 0 ? found : ['datos EXIF'];
}

/**
 * Everything a JPEG carries that the CMS would have dropped: EXIF (position, camera, owner, date), XMP, IPTC,
 * comments, embedded previews. Walks the segments before the image data; reads nothing of the pixels.
 */
export function carriedData(bytes: Buffer): { found: string[] } {
  const found = new Set<string>();
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xda || marker === 0xd9) break; // Start of the image data, or its end.
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    const payload = bytes.subarray(at + 4, at + 2 + length);
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      const head = payload.subarray(0, 40).toString('latin1');
      if (harmless(marker, payload)) {
        // Nothing personal in JFIF, a colour profile or Adobe's colour marker.
      } else if (marker === 0xe1 && head.startsWith('Exif\0')) exifFindings(payload).forEach((f) => found.add(f));
      else if (marker === 0xe1 && head.startsWith('http://ns.adobe.com/')) found.add('datos XMP');
      else if (marker === 0xed) found.add('datos IPTC');
      else if (marker === 0xfe) found.add('un comentario');
      else found.add('datos del fabricante o una vista previa');
    }
    at += 2 + length;
  }
  return { found: [...found] };
}

/** What the check and the photo step know of a picture file in content/fotos/. */
export interface MasterFile {
  kind: FileKind;
  bytes: number;
  width?: number;
  height?: number;
  /** What a JPEG still carries about the camera, the place or a person (empty for a clean master). */
  carried: string[];
  /** Part of every variant's name: changes with the file and with the encoding settings. */
  key: string;
}

/** The key of a master's variants. */
export function photoKey(bytes: Buffer): string {
  return createHash('sha256').update(bytes).update(JSON.stringify(PHOTO_ENCODING)).digest('hex').slice(0, 10);
}

const masters = new Map<string, { mtime: number; size: number; master: MasterFile }>();

/** Reads a picture file once per version of it (the development server asks on every request). */
export function readMaster(file: string): MasterFile {
  const { mtimeMs, size } = statSync(file);
  const known = masters.get(file);
  if (known?.mtime === mtimeMs && known.size === size) return known.master;
  const bytes = readFileSync(file);
  const kind = fileKind(bytes);
  let dimensions: { width?: number; height?: number } = {};
  if (kind !== 'heic') {
    try {
      const { width, height, orientation } = imageSize(bytes);
      // A header that says "rotate" (EXIF orientation 5 to 8) shows the picture with its sides swapped.
      dimensions = orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
    } catch {
      dimensions = {};
    }
  }
  const carried = kind === 'jpeg' ? carriedData(bytes).found : [];
  const master = { kind, bytes: size, ...dimensions, carried, key: photoKey(bytes) };
  masters.set(file, { mtime: mtimeMs, size, master });
  return master;
}
