import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { fileOfRoute } from '../../tooling/export/pages';
import { builtRoutes, expect, htmlOf, isAlias, outDir, test } from '../e2e/fixtures';

// The first-load budgets, in the brotli bytes the hosts send: raised only with a reason (docs/decisions/performance.md).
const BUDGET = {
  /** The scripts a page runs (the framework and its islands). */
  javascriptBytes: 132_000,
  /** The document, its CSS inlined; the catalogue's pages carry the whole catalogue. */
  documentBytes: { default: 21_000, catalogue: 35_000 },
  /** What the markup makes the browser fetch before the load event, each kind by itself. */
  requests: { scripts: 8, stylesheets: 0, preloads: 1, eagerImages: 2 },
};
const CATALOGUE_ROUTES = ['/Servicios', '/en/services'];

const brotliBytes = (src: string) => statSync(path.join(outDir, `${src}.br`)).size;

/** What a page's markup asks for on its first load (the `noModule` bundle is for browsers without modules). */
function firstLoad(html: string) {
  const all = (regex: RegExp) => [...html.matchAll(regex)].map((m) => m[1]!);
  const scripts = all(/<script src="([^"]+)"(?![^>]*noModule)[^>]*>/g);
  return {
    scripts,
    stylesheets: all(/<link rel="stylesheet" href="([^"]+)"/g),
    preloads: all(/<link rel="preload"[^>]*href="([^"]+)"/g),
    eagerImages: all(/<img (?![^>]*loading="lazy")[^>]*src="([^"]+)"/g),
  };
}

const pageRoutes = () => builtRoutes().filter((route) => !isAlias(route));

test.describe('the first-load budget', () => {
  for (const route of pageRoutes()) {
    const name = decodeURIComponent(route);
    test(`${name}: its scripts, its document and its requests`, () => {
      const html = htmlOf(route);
      const load = firstLoad(html);
      const javascript = load.scripts.reduce((sum, src) => sum + brotliBytes(src), 0);
      const document = brotliBytes(fileOfRoute(route));
      const counts = Object.fromEntries(Object.entries(load).map(([kind, list]) => [kind, list.length]));
      test
        .info()
        .annotations.push({ type: 'first load', description: JSON.stringify({ javascript, document, counts }) });
      expect(javascript, 'JavaScript bytes').toBeLessThanOrEqual(BUDGET.javascriptBytes);
      const { catalogue, default: limit } = BUDGET.documentBytes;
      expect(document, 'document bytes').toBeLessThanOrEqual(CATALOGUE_ROUTES.includes(name) ? catalogue : limit);
      for (const [kind, limitCount] of Object.entries(BUDGET.requests))
        expect(counts[kind], `${kind}: ${load[kind as keyof typeof load].join(' ')}`).toBeLessThanOrEqual(limitCount);
    });
  }

  test('every image declares its dimensions and its text alternative', () => {
    for (const route of pageRoutes()) {
      for (const [tag] of htmlOf(route).matchAll(/<img\b[^>]*>/g)) {
        expect(tag, route).toMatch(/\swidth="\d+"/);
        expect(tag, route).toMatch(/\sheight="\d+"/);
        expect(tag, route).toMatch(/\salt="/);
      }
    }
  });

  test('no page preloads the font: one face, `optional`, from the subset file', () => {
    for (const route of pageRoutes()) {
      const html = htmlOf(route);
      expect(html, route).not.toMatch(/<link rel="preload"[^>]*as="font"/);
      const faces = [...html.matchAll(/@font-face\{[^}]*src:url\((\/_next\/static\/media\/[^)]+\.woff2)\)[^}]*\}/g)];
      expect(new Set(faces.map((m) => m[1])).size, route).toBe(1);
      expect(faces[0]![0], route).toContain('font-display:optional');
      expect(readFileSync(path.join(outDir, faces[0]![1]!))).toEqual(readFileSync('styles/fonts/manrope.woff2'));
    }
  });
});
