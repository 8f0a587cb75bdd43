// Refreshes the golden fixtures of the pipeline's unit tests (tests/unit/fixtures/next-<version>/) from the last
// `npm run build`, for a Next.js upgrade:
//   tsx tooling/build/refresh-golden.ts            the pages as Next rendered them (.next/server/app/, written
//                                                  even when the pipeline then stops the build), their CSS and
//                                                  their chunks (the paint-first step reads the chunks' sizes);
//   tsx tooling/build/refresh-golden.ts --digests  also the digests of what the pipeline made of them (out/):
//                                                  only from a build that the end-to-end suite has passed.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { CHUNK_SCRIPT, matchAll, STYLESHEET_LINK } from './next-markup';
import { installedNextVersion, runPipeline } from './pipeline';

/** Each fixture file by its place in out/, and where `next build` renders it before the export. */
const renderedPages: Record<string, string> = {
  'index.html': 'index.html',
  'index.txt': 'index.rsc',
  'en/about.html': 'en/about.html',
  '404.html': '_not-found.html',
};

function main() {
  const root = process.cwd();
  const version = installedNextVersion(root);
  const fixtures = path.join(root, 'tests', 'unit', 'fixtures');
  const golden = path.join(fixtures, `next-${version}`);
  rmSync(golden, { recursive: true, force: true });
  for (const [file, rendered] of Object.entries(renderedPages)) {
    mkdirSync(path.dirname(path.join(golden, file)), { recursive: true });
    cpSync(path.join(root, '.next', 'server', 'app', rendered), path.join(golden, file));
  }
  // What the pipeline's steps read from each page: its stylesheets and its chunks, by their own patterns.
  const linked = Object.keys(renderedPages).flatMap((file) => {
    const html = readFileSync(path.join(golden, file), 'utf8');
    return [STYLESHEET_LINK, CHUNK_SCRIPT].flatMap((markup) => matchAll(file, html, markup, 0).map((m) => m[1]!));
  });
  for (const href of new Set(linked)) {
    mkdirSync(path.dirname(path.join(golden, href)), { recursive: true });
    cpSync(path.join(root, '.next', href.replace(/^\/_next\//, '')), path.join(golden, href));
  }
  console.log(`golden: páginas, hojas de estilo y chunks de Next ${version} en ${path.relative(root, golden)}/.`);
  if (!process.argv.includes('--digests')) return;

  // The pipeline over the fixture writes the same files it wrote into out/ for these pages.
  const scratch = path.join(root, '.tmp', 'golden');
  rmSync(scratch, { recursive: true, force: true });
  cpSync(golden, scratch, { recursive: true });
  runPipeline({ root, out: scratch, nextVersion: version, log: () => {} });
  const files = readdirSync(scratch, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(path.join(scratch, name)).isFile())
    .map((name) => name.split(path.sep).join('/'))
    .sort();
  rmSync(scratch, { recursive: true, force: true });
  const digests = Object.fromEntries(
    files.map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(path.join(root, 'out', file)))
        .digest('hex'),
    ]),
  );
  writeFileSync(path.join(fixtures, `next-${version}.published.json`), `${JSON.stringify(digests, null, 2)}\n`);
  console.log(`golden: ${files.length} huellas de out/ en next-${version}.published.json.`);
}

if (require.main === module) main();
