/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { inlineStylesheets, stylesheetText } from '@/tooling/build/inline-css';
import * as markup from '@/tooling/build/next-markup';
import { minifiedLoader, paintFirst } from '@/tooling/build/paint-first';

import { GOLDEN_EXPORT, GOLDEN_PAGES, goldenFile } from './goldenExport';

const readStylesheet = (href: string) => stylesheetText(href, readFileSync(path.join(GOLDEN_EXPORT, href), 'utf8'));
const loader = 'void 0';
// Sizes play no part in these checks: every file counts as unmeasured (fetched from <head>).
const unmeasured = () => undefined;

describe("Next's exported markup", () => {
  it('the installed Next is the version the patterns were written for', () => {
    const installed = JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')).version;
    expect(installed).toBe(markup.NEXT_VERSION);
    expect(() => markup.expectNextVersion(installed)).not.toThrow();
  });

  it('another Next version stops the build, naming both versions', () => {
    expect(() => markup.expectNextVersion('16.5.0')).toThrow(/Next 16\.5\.0 .*Next 16\.4\.6/);
  });

  it.each(GOLDEN_PAGES)('every pattern the steps require matches %s', (page) => {
    const html = goldenFile(page);
    for (const pattern of [
      markup.DOCUMENT_START,
      markup.CHARSET_META,
      markup.STYLESHEET_LINK,
      markup.PAYLOAD_STYLESHEET_HINT,
      markup.PAYLOAD_STYLESHEET_LINK,
      markup.CHUNK_SCRIPT,
      markup.CHUNK_PRELOAD,
      markup.HYDRATION_SCRIPT,
      markup.INLINE_SCRIPT,
    ]) {
      expect(markup.matchAll(page, html, pattern).length).toBeGreaterThan(0);
    }
  });

  it('a stylesheet link with its attributes reordered stops the build, naming the page and the pattern', () => {
    const html = goldenFile('index.html').replace(
      /<link rel="stylesheet" href="([^"]+)" data-precedence="next"\/>/,
      '<link href="$1" rel="stylesheet" data-precedence="next"/>',
    );
    expect(() => inlineStylesheets('index.html', html, readStylesheet)).toThrow(
      /^index\.html: el patrón STYLESHEET_LINK no coincide/,
    );
  });

  it('a chunk script that is no longer async stops the build instead of passing as a redirect document', () => {
    const html = goldenFile('en/about.html').replaceAll(
      /(<script src="\/_next\/static\/chunks\/[^"]+") async=""/g,
      '$1 defer=""',
    );
    expect(() => paintFirst('en/about.html', html, loader, unmeasured)).toThrow(
      /^en\/about\.html: el patrón CHUNK_SCRIPT no coincide/,
    );
  });

  it('one chunk script spelled differently among the others stops the build too', () => {
    const html = goldenFile('index.html').replace(
      /<script src="(\/_next\/static\/chunks\/[^"]+)" async="">/,
      '<script async="" src="$1">',
    );
    expect(() => paintFirst('index.html', html, loader, unmeasured)).toThrow(
      /^index\.html: el patrón CHUNK_SCRIPT no coincide/,
    );
  });

  it('a page without its inline payload stops the build, naming HYDRATION_SCRIPT', () => {
    const html = goldenFile('404.html').replaceAll('self.__next_f', 'self.__other');
    expect(() => paintFirst('404.html', html, minifiedLoader('void 0'), unmeasured)).toThrow(
      /^404\.html: el patrón HYDRATION_SCRIPT/,
    );
  });

  it('every pattern is global and named as its export', () => {
    for (const [name, value] of Object.entries(markup)) {
      if (typeof value === 'object' && value && 'regex' in value) {
        expect(value.name).toBe(name);
        expect(value.regex.flags).toContain('g');
      }
    }
  });
});
