// Which exported file is which route: the one mapping between the documents of out/ and the URL paths they
// answer, for the build's pipeline, the tests and the benchmarks. The export is written with
// `trailingSlash: false`, so `/Nosotros` is `Nosotros.html` and `/en/404` is `en/404.html`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { routeAliases } from '../../lib/routes';
import { cmsPage, errorPages } from '../hosts/rules';

/**
 * `page`: of the route table; `alias`: an alias's redirect document (the alias-pages step); `error`: served with
 * status 404 (`404.html`, `en/404.html`); `framework`: Next's own (`_not-found.html`), never a route of the site.
 */
export type PageKind = 'page' | 'alias' | 'error' | 'framework';

/** `file`: inside the export, with forward slashes (`en/404.html`); `route`: the decoded URL path it answers. */
export type ExportedPage = { file: string; route: string; kind: PageKind };

/** Every file under `dir` (none when it does not exist), relative to it, with forward slashes. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => statSync(path.join(dir, name)).isFile());
}

/** `index.html` → `/`, `Nosotros.html` → `/Nosotros`, `en/about.html` → `/en/about` (a folder's `index.html` → the folder). */
export function routeOfFile(file: string): string {
  return `/${file.replace(/\.html$/, '')}`.replace(/(^|\/)index$/, '$1').replace(/(.)\/$/, '$1') || '/';
}

/** `/` → `index.html`, `/Nosotros` → `Nosotros.html`; a percent-encoded path is decoded first. */
export function fileOfRoute(route: string): string {
  const decoded = decodeURIComponent(route);
  return decoded === '/' ? 'index.html' : `${decoded.slice(1)}.html`;
}

const errorFiles = new Set(errorPages.map((page) => page.slice(1)));

/** What kind of document a file of the export is (see PageKind). */
export function kindOf(file: string): PageKind {
  if (path.posix.basename(file).startsWith('_')) return 'framework';
  if (errorFiles.has(file)) return 'error';
  const route = routeOfFile(file);
  return routeAliases().some((alias) => alias.path === route) ? 'alias' : 'page';
}

/** Every HTML document of the export, sorted by file, but for Next's folder (`_next/`) and the CMS's page. */
export function exportedPages(outDir: string): ExportedPage[] {
  return filesUnder(outDir)
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next/') && file !== cmsPage.file)
    .sort()
    .map((file) => ({ file, route: routeOfFile(file), kind: kindOf(file) }));
}
