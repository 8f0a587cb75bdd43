import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

import { routeAliases } from '../../content/routes';
import budget from '../budget.json';
import { builtRoutes } from './fixtures';

// Deterministic budgets read from the export itself: no timers, no browser.
const outDir = path.resolve(__dirname, '../../out');

function htmlOf(route: string): string {
  const file = route === '/' ? 'index.html' : `${decodeURIComponent(route).slice(1)}.html`;
  try {
    return readFileSync(path.join(outDir, file), 'utf8');
  } catch {
    return readFileSync(path.join(outDir, decodeURIComponent(route).slice(1), 'index.html'), 'utf8');
  }
}

/**
 * gzip size of every script a modern browser loads for the route (its <script src> tags); the `noModule`
 * polyfill bundle is skipped, as only browsers without ES modules fetch it.
 */
export function firstLoadJsBytes(html: string): number {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="(\/_next\/[^"]+\.js)"[^>]*>/g)];
  const sources = new Set(tags.filter((m) => !/\bnoModule\b/i.test(m[0])).map((m) => m[1]!));
  let total = 0;
  for (const src of sources) total += gzipSync(readFileSync(path.join(outDir, src))).length;
  return total;
}

for (const route of builtRoutes()) {
  test(`presupuesto de JavaScript de ${decodeURIComponent(route)}`, () => {
    const bytes = firstLoadJsBytes(htmlOf(route));
    test.info().annotations.push({ type: 'js-gzip-bytes', description: String(bytes) });
    // Alias pages are plain redirect documents without the framework.
    if (!routeAliases.some((alias) => alias.path === route)) expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(budget.firstLoadJsGzipBytes);
  });

  test(`imágenes y videos de ${decodeURIComponent(route)} declaran sus dimensiones`, () => {
    const html = htmlOf(route);
    const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    for (const tag of images) {
      expect(tag, tag).toMatch(/\swidth="\d+"/);
      expect(tag, tag).toMatch(/\sheight="\d+"/);
      expect(tag, tag).toMatch(/\salt="/);
    }
  });
}
