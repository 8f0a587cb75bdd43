/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { FIRST_SCREEN_BREAK_SCRIPT } from '@/components/layout/FirstScreenBreak';
import { FONT_IN_TAB } from '@/lib/paintFirst';
import { addCompileHints, COMPILE_HINT } from '@/tooling/build/compile-hints';
import { contentSecurityPolicy, withPolicy } from '@/tooling/build/csp';
import { inlineStylesheets, stylesheetText } from '@/tooling/build/inline-css';
import { LOADER_SOURCE, minifiedLoader, paintFirst, splitFetches } from '@/tooling/build/paint-first';
import { deferredScripts, EARLY_FETCH_BYTES, FONT_DEFERRED_ATTRIBUTE } from '@/tooling/build/paint-first-markup';
import { precompress } from '@/tooling/build/precompress';

import { GOLDEN_EXPORT, GOLDEN_PAGES, goldenFile } from './goldenExport';

const readStylesheet = (href: string) => stylesheetText(href, readFileSync(path.join(GOLDEN_EXPORT, href), 'utf8'));
const loader = minifiedLoader(readFileSync(LOADER_SOURCE, 'utf8'));
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline-css', () => {
  it.each(GOLDEN_PAGES)('puts every stylesheet of %s into the page and its payload adopts each one', (page) => {
    const html = goldenFile(page);
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    const result = inlineStylesheets(page, html, readStylesheet);
    expect(result).not.toMatch(/<link\b[^>]*\brel="?stylesheet/);
    expect(result).not.toMatch(/\.css\\",\\"style\\"/);
    for (const href of links) {
      expect(result).toContain(`<style data-precedence="next" data-href="${href}">${readStylesheet(href)}</style>`);
      expect(result).toContain(`{\\"href\\":\\"${href}\\",\\"precedence\\":\\"next\\",\\"children\\":\\"\\"}`);
    }
  });

  it('a stylesheet preload in the head stops the build, naming STYLESHEET_PRELOAD', () => {
    const html = goldenFile('index.html').replace(
      '<link rel="stylesheet"',
      '<link rel="preload" href="/x.css" as="style"/>$&',
    );
    expect(() => inlineStylesheets('index.html', html, readStylesheet)).toThrow(/^index\.html: STYLESHEET_PRELOAD: /);
  });

  it("makes a stylesheet's relative urls absolute", () => {
    const css = '.a{background:url(../media/x.woff2)}.b{background:url("/abs.svg")}';
    expect(stylesheetText('/_next/static/chunks/a.css', css)).toBe(
      '.a{background:url(/_next/static/media/x.woff2)}.b{background:url("/abs.svg")}',
    );
  });

  it('refuses a stylesheet that would close its <style> element', () => {
    expect(() => stylesheetText('/x.css', 'a{content:"</style>"}')).toThrow(/\/x\.css/);
  });
});

describe('paint-first', () => {
  it.each(GOLDEN_PAGES)(
    'fetches the largest chunks of %s while it is parsed, the payload and the rest at the first paint, and runs them all, and the font, after it',
    (page) => {
      const html = inlineStylesheets(page, goldenFile(page), readStylesheet);
      const chunks = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+)" async="">/g)].map((m) => m[1]!);
      // Sizes of the test's own: the second and the last chunk as large as the framework's two.
      const [, large, ...rest] = chunks;
      const bytes = (url: string) => (url === large ? 61_000 : url === rest.at(-1) ? 39_000 : 3_000);
      const result = paintFirst(page, html, loader, bytes);
      expect(result.html).toMatch(new RegExp(`^<!DOCTYPE html><html ${FONT_DEFERRED_ATTRIBUTE}="" `));
      expect(result.html).not.toMatch(/<script src="\/_next\/[^"]+" async/);
      expect(result.html).not.toMatch(/<script[^>]*>\(?self\.__next_f/);
      expect(result.html).not.toContain('globalThis["TURBOPACK"]');
      expect(result.html).toContain(`>${loader}</script>`);
      const deferred = deferredScripts(result.html);
      expect(deferred.scripts).toEqual(chunks);
      expect(deferred.preloads).toHaveLength(1);
      expect(deferred.payload).toBe(result.payload.path);
      // Fetched at low priority while the document is parsed, in <head>: the two large chunks, once each...
      const head = result.html.slice(0, result.html.indexOf('</head>'));
      const early = [...head.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)"\/>/g)];
      expect(early.map((m) => m[1])).toEqual([large, rest.at(-1)]);
      expect(result.html.match(/<link rel="preload" as="script"/g)).toHaveLength(2);
      // ...and the payload file and the other chunks by the loader at the first paint, in the order it runs them.
      expect(deferred.atPaint).toEqual([result.payload.path, chunks[0], ...rest.slice(0, -1)]);
      expect(result.payload.path).toMatch(/^\/_next\/static\/rsc\/[\w-]{16}\.js$/);
      expect(result.payload.text).toContain('(self.__next_f=self.__next_f||[]).push([0]);\n');
      expect(result.payload.text).toContain('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(');
    },
  );

  it("fetches from <head> the largest files until they hold EARLY_FETCH_BYTES, in the loader's order", () => {
    const sizes: Record<string, number> = { payload: 20_000, a: 7_000, react: 61_000, next: 39_000, page: 2_000 };
    const urls = Object.keys(sizes);
    expect(splitFetches(urls, (url) => sizes[url])).toEqual({
      early: ['react', 'next'],
      atPaint: ['payload', 'a', 'page'],
    });
    // Small files all fit the budget; a file that could not be measured is fetched early, as before the split.
    expect(splitFetches(urls, () => 1_000)).toEqual({ early: urls, atPaint: [] });
    expect(splitFetches(urls, (url) => (url === 'a' ? undefined : EARLY_FETCH_BYTES))).toEqual({
      early: ['payload', 'a'],
      atPaint: ['react', 'next', 'page'],
    });
  });

  it('the loader is minified JavaScript without types', () => {
    expect(loader).toMatch(/^\(\(\)=>\{/);
    // It imports nothing: the names it shares with the pages are written out in it.
    expect(loader).toContain(`"${FONT_DEFERRED_ATTRIBUTE}"`);
    expect(loader).toContain(`window.name==="${FONT_IN_TAB}"`);
    expect(loader.length).toBeLessThan(1000);
    expect(() => new Function(loader)).not.toThrow();
  });
});

describe('csp', () => {
  const page = paintFirst(
    'index.html',
    inlineStylesheets('index.html', goldenFile('index.html'), readStylesheet),
    loader,
    () => undefined,
  ).html;

  it('allows each inline script and style by its hash, nothing inline without one', () => {
    const policy = contentSecurityPolicy('index.html', page);
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    // The loader, in <head>, and the first-screen break after the opening band.
    expect(directives['script-src']).toEqual(["'self'", sha256(loader), sha256(FIRST_SCREEN_BREAK_SCRIPT)]);
    const styles = [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]!));
    expect(directives['style-src']).toEqual(["'self'", ...new Set(styles)]);
    expect(directives['form-action']).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe/);
  });

  it('JSON-LD is data, not a script the policy must allow', () => {
    const withData = page.replace('</head>', '<script type="application/ld+json">{"a":1}</script></head>');
    expect(contentSecurityPolicy('index.html', withData)).toBe(contentSecurityPolicy('index.html', page));
  });

  it('puts the policy right after the charset, before any script or style', () => {
    const result = withPolicy('index.html', page);
    const meta = result.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(result.slice(0, meta)).toMatch(/<meta charSet="utf-8"\/>$/);
    expect(meta).toBeLessThan(result.search(/<script|<style/));
  });

  it("a style attribute stops the build rather than need 'unsafe-hashes'", () => {
    const styled = page.replace('<main', '<main style="color:red"');
    expect(() => contentSecurityPolicy('index.html', styled)).toThrow(
      /^index\.html: STYLE_ATTRIBUTE: .*'unsafe-hashes'/,
    );
  });

  it('a form that posts to another origin stops the build', () => {
    const posting = page.replace('<form', '<form action="https://wa.me/593"');
    expect(() => contentSecurityPolicy('index.html', posting)).toThrow(/^index\.html: EXTERNAL_FORM_ACTION/);
  });
});

describe('precompress', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each text file when smaller, and leaves other files alone', () => {
    const text = goldenFile('index.txt');
    writeFileSync(path.join(dir, 'index.txt'), text);
    writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
    writeFileSync(path.join(dir, 'picture.png'), text);
    expect(precompress(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'index.txt.br'))).toString()).toBe(text);
    expect(gunzipSync(readFileSync(path.join(dir, 'index.txt.gz'))).toString()).toBe(text);
    expect(readdirSync(dir).sort()).toEqual(['index.txt', 'index.txt.br', 'index.txt.gz', 'picture.png', 'tiny.css']);
  });
});

describe('compile-hints', () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it("puts V8's hint first in every chunk of the framework, once, and leaves the rest of the export alone", () => {
    const chunks = path.join(out, '_next', 'static', 'chunks');
    mkdirSync(chunks, { recursive: true });
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);';
    writeFileSync(path.join(chunks, 'a.js'), chunk);
    writeFileSync(path.join(chunks, 'b.css'), 'a{}');
    writeFileSync(path.join(out, 'admin.js'), chunk);
    expect(addCompileHints(out)).toBe(1);
    expect(addCompileHints(out)).toBe(1);
    expect(readFileSync(path.join(chunks, 'a.js'), 'utf8')).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(readFileSync(path.join(chunks, 'b.css'), 'utf8')).toBe('a{}');
    expect(readFileSync(path.join(out, 'admin.js'), 'utf8')).toBe(chunk);
  });

  it('finds nothing to do in an export without chunks', () => {
    expect(addCompileHints(out)).toBe(0);
  });
});
