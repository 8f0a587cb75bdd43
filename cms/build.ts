// `npm run cms`: bundles the CMS (cms/main.tsx, Decap CMS and the site's React) into public/admin/cms/, which
// the build copies into the export and the development server serves. Generated, not committed.
// The editor's live preview (cms/preview/) draws the pages with the site's own components: their Sass modules
// are compiled into main.css (the preview's stylesheet, never the CMS page's own), the content as read now is
// the module `virtual:contenido`, and the few Next.js and server-only modules the pages use are swapped for the
// preview's own (PREVIEW_MODULES).
import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { compile } from 'sass';

import { readContent } from '../content/schema/read';
import { contentRoot } from '../content/schema/root';

const root = process.cwd();
const outdir = path.join(root, 'public', 'admin', 'cms');
const preview = path.join(root, 'cms', 'preview');

/** Modules of the site that the preview replaces: by import name, or by the file an import resolves to. */
const PREVIEW_MODULES: Record<string, string> = {
  'next/link': path.join(preview, 'link.tsx'),
  'next/navigation': path.join(preview, 'navigation.ts'),
  'node:fs': path.join(preview, 'node.ts'),
  'node:path': path.join(preview, 'node.ts'),
  'node:crypto': path.join(preview, 'node.ts'),
  [path.join(root, 'lib', 'content')]: path.join(preview, 'content.ts'),
  [path.join(root, 'lib', 'reducedMotion')]: path.join(preview, 'still.ts'),
  [path.join(root, 'components', 'seo', 'JsonLd')]: path.join(preview, 'nothing.tsx'),
};

const previewModules: Plugin = {
  name: 'preview-modules',
  setup(bundle) {
    bundle.onResolve({ filter: /^(next\/link|next\/navigation|node:(fs|path|crypto)|@\/.*|\..*)$/ }, (args) => {
      // cms/build.ts itself and the content it reads run in Node: only the bundle's imports are swapped.
      if (PREVIEW_MODULES[args.path]) return { path: PREVIEW_MODULES[args.path] };
      const target = args.path.startsWith('@/')
        ? path.join(root, args.path.slice(2))
        : path.resolve(args.resolveDir, args.path);
      const swapped = PREVIEW_MODULES[target.replace(/\.tsx?$/, '')];
      // The preview's own modules import the originals' types: never swap an import inside cms/preview/.
      return swapped && !args.importer.startsWith(preview) ? { path: swapped } : undefined;
    });
  },
};

const sassModules: Plugin = {
  name: 'sass',
  setup(bundle) {
    bundle.onLoad({ filter: /\.scss$/ }, (args) => ({
      contents: compile(args.path, { loadPaths: [path.join(root, 'styles')], style: 'compressed' }).css,
      loader: args.path.endsWith('.module.scss') ? 'local-css' : 'css',
      resolveDir: path.dirname(args.path),
    }));
  },
};

const contentModule: Plugin = {
  name: 'contenido',
  setup(bundle) {
    bundle.onResolve({ filter: /^virtual:contenido$/ }, () => ({ path: 'contenido', namespace: 'contenido' }));
    bundle.onLoad({ filter: /.*/, namespace: 'contenido' }, () => {
      const { content, problems } = readContent(contentRoot());
      if (!content) console.warn(`cms: la vista previa espera un contenido correcto (${problems.length} problemas).`);
      return { contents: JSON.stringify(content ?? null), loader: 'json' };
    });
  },
};

async function main() {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [path.join(root, 'cms', 'main.tsx')],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    outdir,
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.SITE_URL': JSON.stringify(process.env.SITE_URL ?? ''),
      global: 'window',
    },
    plugins: [previewModules, sassModules, contentModule],
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  // The site's font, for the preview (next/font serves it to the site's pages).
  copyFileSync(path.join(root, 'styles', 'fonts', 'manrope.woff2'), path.join(outdir, 'manrope.woff2'));
  const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  const files = Object.keys(result.metafile.outputs).length;
  console.log(`cms: ${files} archivos en public/admin/cms/ (${(bytes / 1e6).toFixed(1)} MB).`);
}

void main();
