/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { contentSecurityPolicy, withPolicy } from '@/tooling/build/csp';
import { runPipeline, steps } from '@/tooling/build/pipeline';
import { precompress } from '@/tooling/build/precompress';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const payload = '(self.__next_f=self.__next_f||[]).push([0])';
const style = '.a{color:red}';
/** A page in the shape Next's export writes: the charset first, styles and chunks in <head>, the payload inline. */
const page = (head = '', body = '') =>
  `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><style data-precedence="next">${style}</style>` +
  `<script src="/_next/static/chunks/a.js" async=""></script>${head}</head><body><main>Hola</main>${body}` +
  `<script type="application/ld+json">{"@type":"Thing"}</script><script>${payload}</script></body></html>`;
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('csp', () => {
  it('allows each inline script and <style> by its hash, JSON-LD and external scripts need none', () => {
    const policy = directives(contentSecurityPolicy('index.html', page()));
    expect(policy['script-src']).toEqual(["'self'", sha256(payload)]);
    expect(policy['style-src']).toEqual(["'self'", sha256(style)]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(Object.values(policy).flat().join(' ')).not.toMatch(/unsafe/);
  });

  it("allows, on a page of Next's, each CSS file a navigation may insert as a <style> but those it carries", () => {
    const next = '.b{color:blue}';
    const carried = '.c{color:green}';
    const options = {
      navigationStyles: new Map([
        ['/_next/static/chunks/b.css', next],
        ['/_next/static/chunks/c.css', carried],
      ]),
    };
    const html = page().replace(
      '<style data-precedence="next">',
      '<style data-precedence="next" data-href="/_next/static/chunks/a.css /_next/static/chunks/c.css">',
    );
    expect(directives(contentSecurityPolicy('index.html', html, options))['style-src']).toEqual([
      "'self'",
      sha256(style),
      sha256(next),
    ]);
    const alias = contentSecurityPolicy('SistemasPOS.html', page(), { ...options, framework: false });
    expect(directives(alias)['style-src']).toEqual(["'self'", sha256(style)]);
  });

  it('puts the policy right after the charset, before any script or style', () => {
    const html = withPolicy('index.html', page());
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    );
  });

  it.each([
    ['no charset <meta>', page().replace('<meta charSet="utf-8"/>', ''), /one <meta charset="utf-8"> before/],
    [
      'the charset after a script',
      page().replace('<meta charSet="utf-8"/>', '').replace('</head>', '<meta charSet="utf-8"/></head>'),
      /one <meta charset/,
    ],
    ['a style= attribute', page('', '<p style="color:red">x</p>'), /no style= attribute .*'unsafe-hashes'/],
    [
      'a form posting elsewhere',
      page('', '<form action="https://example.com/"></form>'),
      /no form posting to another origin/,
    ],
    ['a script that is never closed', page('', '<script>x'), /every <script> to be closed/],
    ['a style that is never closed', page('<style>b{}'), /every <style> to be closed/],
    ["no inline script of Next's", page().replace(payload, 'void 0'), /Next's inline scripts \(self\.__next_f\)/],
  ])('stops the build on %s, naming the page and what it expected', (_, html, message) => {
    expect(() => withPolicy('en/about.html', html)).toThrow(/^csp: en\/about\.html: expected /);
    expect(() => withPolicy('en/about.html', html)).toThrow(message);
  });

  it("does not ask Next's scripts of a document that is not Next's (an alias)", () => {
    const alias =
      '<!DOCTYPE html><html><head><meta charset="utf-8"/><script>location.replace("/")</script></head></html>';
    expect(directives(contentSecurityPolicy('SistemasPOS.html', alias, { framework: false }))['script-src']).toEqual([
      "'self'",
      sha256('location.replace("/")'),
    ]);
  });
});

describe('the post-build pipeline', () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(path.join(tmpdir(), 'pipeline-'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('runs its steps in this order', () => {
    expect(steps.map((step) => step.name)).toEqual(['alias-pages', 'csp', 'host-files', 'precompress']);
  });

  it("turns an export into the hosts' files: alias documents, each page's policy, host files, compressed copies", () => {
    writeFileSync(path.join(out, 'index.html'), page());
    mkdirSync(path.join(out, '_next', 'static', 'chunks'), { recursive: true });
    writeFileSync(path.join(out, '_next', 'static', 'chunks', 'b.css'), '.b{color:blue}');
    const log: string[] = [];
    runPipeline({ out, log: (line) => log.push(line) });
    expect(log).toHaveLength(4);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain(sha256(payload));
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain(sha256('.b{color:blue}'));
    const alias = readFileSync(path.join(out, 'SistemasPOS.html'), 'utf8');
    expect(alias).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    );
    expect(readdirSync(out).sort()).toEqual(
      expect.arrayContaining(['_headers', '_redirects', 'index.html.br', 'index.html.gz', 'SistemasPOS.html.br']),
    );
    const html = readFileSync(path.join(out, 'index.html'));
    expect(brotliDecompressSync(readFileSync(path.join(out, 'index.html.br')))).toEqual(html);
    expect(gunzipSync(readFileSync(path.join(out, 'index.html.gz')))).toEqual(html);
  });

  it('precompresses text files only, and only where that makes them smaller', () => {
    writeFileSync(path.join(out, 'tiny.css'), 'a{}');
    writeFileSync(path.join(out, 'picture.png'), page());
    expect(precompress(out)).toBe(1);
    expect(readdirSync(out).sort()).toEqual(['picture.png', 'tiny.css']);
  });
});
