// `npm run cms`: bundles the CMS (cms/main.tsx, Decap CMS and the site's React) into public/admin/cms/, which
// the build copies into the export and the development server serves. Generated, not committed.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outdir = path.join(process.cwd(), 'public', 'admin', 'cms');

async function main() {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [path.join(process.cwd(), 'cms', 'main.tsx')],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    outdir,
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    define: { 'process.env.NODE_ENV': '"production"', global: 'window' },
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  const files = Object.keys(result.metafile.outputs).length;
  console.log(`cms: ${files} archivos en public/admin/cms/ (${(bytes / 1e6).toFixed(1)} MB).`);
}

void main();
