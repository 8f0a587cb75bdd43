// Which exported file is which route: the one mapping between the documents of out/ and the URL paths they
// answer, for the build's pipeline, the tests and the benchmarks. The export is written with
// `trailingSlash: false`, so `/Nosotros` is `Nosotros.html` and `/en/404` is `en/404.html`.
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { routeAliases } from '../../lib/routes';
import { cmsPage, notFoundPage, notFoundPages } from '../hosts/rules';

/**
 * - `page`: a page of the route table;
 * - `alias`: an alias's redirect document (written by the build's alias-pages step);
 * - `error`: an error page, served with status 404 (`404.html`, `en/404.html`);
 * - `framework`: a document of Next's own (`_not-found.html`), never a route of the site.
 */
export type PageKind = 'page' | 'alias' | 'error' | 'framework';

export interface ExportedPage {
  /** The file inside the export, with forward slashes: `Nosotros.html`, `en/404.html`. */
  file: string;
  /** The decoded URL path it answers: `/`, `/Nosotros`, `/Pantallas-Señalización`, `/en/404`. */
  route: string;
  kind: PageKind;
}

/** `index.html` → `/`, `Nosotros.html` → `/Nosotros`, `en/about.html` → `/en/about` (a folder's `index.html` → the folder). */
export function routeOfFile(file: string): string {
  const stem = file
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  return `/${stem}`.replace(/(^|\/)index$/, '$1').replace(/(.)\/$/, '$1') || '/';
}

/** `/` → `index.html`, `/Nosotros` → `Nosotros.html`; a percent-encoded path is decoded first. */
export function fileOfRoute(route: string): string {
  const decoded = decodeURIComponent(route);
  return decoded === '/' ? 'index.html' : `${decoded.slice(1)}.html`;
}

const errorFiles = new Set([notFoundPage, ...notFoundPages.map(({ page }) => page)].map((page) => page.slice(1)));

/** What kind of document a file of the export is (see PageKind). */
export function kindOf(file: string): PageKind {
  if (path.posix.basename(file).startsWith('_')) return 'framework';
  if (errorFiles.has(file)) return 'error';
  const route = routeOfFile(file);
  return routeAliases().some((alias) => alias.path === route) ? 'alias' : 'page';
}

/**
 * Every HTML document of the export, sorted by file: the framework's own folder (`_next/`) and the CMS's page
 * (a static page outside the site, with its own policy) left out.
 */
export function exportedPages(outDir: string): ExportedPage[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next/') && file !== cmsPage.file)
    .sort()
    .map((file) => ({ file, route: routeOfFile(file), kind: kindOf(file) }));
}
