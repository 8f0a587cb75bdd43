// Step precompress: writes `.br` and `.gz` beside every text file of the export (when smaller), for servers that
// send precompressed files instead of compressing on every request (nginx's gzip_static and brotli_static).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { filesUnder } from '../export/pages';
import { compressibleExtensions } from '../hosts/rules';

/** Compresses every text file under `dir`; returns how many. */
export function precompress(dir: string): number {
  const files = filesUnder(dir).filter((name) => compressibleExtensions.includes(path.extname(name)));
  for (const name of files) {
    const data = readFileSync(path.join(dir, name));
    const variants = {
      '.br': brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      '.gz': gzipSync(data, { level: 9 }),
    };
    for (const [extension, body] of Object.entries(variants)) {
      if (body.length < data.length) writeFileSync(path.join(dir, name + extension), body);
    }
  }
  return files.length;
}
