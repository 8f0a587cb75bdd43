// Step precompress: writes `.br` and `.gz` beside every text file of the export (when smaller), for servers that
// send precompressed files instead of compressing on every request (nginx's gzip_static and brotli_static).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { compressibleExtensions } from '../hosts/rules';
import type { Step } from './step';

/** Every file under dir, as paths relative to it with forward slashes. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => statSync(path.join(dir, name)).isFile());
}

/** A file's `.br` variant, as the hosts send it. */
const brotli = (data: string | Buffer): Buffer =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

/** Whether precompression has dealt with `file`: its `.br` is beside it, or brotli would not make it smaller (below). */
export const isPrecompressed = (file: string): boolean =>
  existsSync(`${file}.br`) || brotli(readFileSync(file)).length >= statSync(file).size;

/** Compresses every text file under `dir`; returns how many. */
export function precompress(dir: string): number {
  let compressed = 0;
  for (const name of listFiles(dir)) {
    if (!compressibleExtensions.includes(path.extname(name))) continue;
    const file = path.join(dir, name);
    const data = readFileSync(file);
    const variants = {
      '.br': brotli(data),
      '.gz': gzipSync(data, { level: 9 }),
    };
    for (const [extension, body] of Object.entries(variants)) {
      if (body.length < data.length) writeFileSync(file + extension, body);
    }
    compressed++;
  }
  return compressed;
}

export const precompressStep: Step = {
  name: 'precompress',
  run: ({ out }) => `${precompress(out)} files precompressed`,
};
