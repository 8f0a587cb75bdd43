import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { exportedPages } from '../../tooling/export/pages';
import { routeAliases } from '../e2e/content';

// The exported folder (out/) and the host configurations (out/_headers, out/_redirects, deploy/nginx/). No server.
const root = path.resolve(__dirname, '../..');
const outDir = path.join(root, 'out');
const nginxDir = path.join(root, 'deploy', 'nginx', 'snippets');

const allPaths = () => readdirSync(outDir, { recursive: true, encoding: 'utf8' }).map((name) => `/${name}`);
/** The site's pages (the CMS's page has its own policy and text: cms.spec.ts). */
const pages = () => exportedPages(outDir).map((page) => page.file);

test('no path in out/ differs from another only by letter case or Unicode normalization, except each alias and its page', () => {
  const seen = new Map<string, string>();
  const collisions: string[] = [];
  for (const name of allPaths().sort()) {
    const key = name.normalize('NFC').toLowerCase();
    const other = seen.get(key);
    if (other !== undefined) collisions.push(`${other} ↔ ${name}`);
    seen.set(key, name);
  }
  // The one exception the decisions allow: an alias's document beside its page (and their precompressed
  // copies), written only on a case-sensitive file system such as this one (tooling/build/alias-pages.ts).
  const aliasTwins = routeAliases.flatMap((alias) =>
    ['.html', '.html.br', '.html.gz'].map((suffix) =>
      [`${alias.path}${suffix}`, `${alias.target}${suffix}`].sort().join(' ↔ '),
    ),
  );
  expect(collisions.sort()).toEqual(aliasTwins.sort());
  // And every name is in NFC, the form links and servers use.
  expect(allPaths().filter((name) => name !== name.normalize('NFC'))).toEqual([]);
  expect(pages().length).toBeGreaterThan(15);
});

test('the web font has every character the pages show, in upper and lower case', () => {
  const { characters } = JSON.parse(readFileSync(path.join(root, 'styles/fonts/manrope.json'), 'utf8'));
  const inFont = new Set<string>(characters);
  const missing = new Map<string, string>();
  for (const page of pages()) {
    const text = readFileSync(path.join(outDir, page), 'utf8')
      .replace(/<(script|style|svg|title)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]*\bplaceholder="([^"]*)"[^>]*>/g, ' $1 ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, ' ');
    // CSS sets eyebrows and buttons in capitals, so both cases of every letter are drawn somewhere.
    for (const character of text + text.toUpperCase() + text.toLowerCase()) {
      if (character.trim() && !inFont.has(character)) missing.set(character, page);
    }
  }
  expect(
    [...missing].map(([character, page]) => `${character} (U+${character.codePointAt(0)!.toString(16)}) en ${page}`),
  ).toEqual([]);
});

test('every page carries its own CSP, before any script, with the hash of every inline script that runs', () => {
  for (const page of pages()) {
    const html = readFileSync(path.join(outDir, page), 'utf8');
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(head);
    expect(meta, page).not.toBeNull();
    expect(meta!.index, page).toBeLessThan(head.search(/<script|<style|<link/));
    const directives = Object.fromEntries(
      meta![1]!.split('; ').map((directive) => {
        const [name, ...values] = directive.split(' ');
        return [name!, values];
      }),
    );
    expect(directives['default-src'], page).toEqual(["'self'"]);
    expect(directives['object-src'], page).toEqual(["'none'"]);
    expect(directives['base-uri'], page).toEqual(["'self'"]);
    expect(directives['connect-src'], page).toEqual(["'self'"]);
    expect(directives['img-src'], page).toEqual(["'self'", 'data:']);
    expect(directives['form-action']![0], page).toBe("'self'");
    // No style attribute in any page, so no 'unsafe-hashes' either: styles come from style sheets only.
    expect(directives['style-src'], page).not.toContain("'unsafe-hashes'");
    for (const list of [directives['script-src']!, directives['style-src']!]) {
      expect(list, page).not.toContain("'unsafe-inline'");
      expect(list, page).not.toContain("'unsafe-eval'");
      expect(
        list.filter((source) => /^(https?:|\*)/.test(source)),
        page,
      ).toEqual([]);
    }
    // Every inline script that runs; JSON-LD is data, which the browser never runs and CSP does not govern.
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/\stype="application\/ld\+json"/.test(m[1]!))
      .map((m) => m[2]!);
    expect(inline.length, page).toBeGreaterThan(0);
    for (const script of inline) {
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(directives['script-src'], page).toContain(hash);
    }
  }
});

test('_headers and _redirects (Netlify, Cloudflare Pages) say the same as the nginx configuration', () => {
  const nginxHeaders = readFileSync(path.join(nginxDir, 'sitio-headers.conf'), 'utf8');
  const nginxRules = readFileSync(path.join(nginxDir, 'sitio-rules.conf'), 'utf8');
  const nginxMaps = readFileSync(path.join(nginxDir, 'sitio-maps.conf'), 'utf8');
  const fromNginx = Object.fromEntries(
    [...nginxHeaders.matchAll(/^add_header ([\w-]+) "([^"]+)" always;$/gm)].map((m) => [m[1]!, m[2]!]),
  );
  fromNginx['Strict-Transport-Security'] = /https "([^"]+)";/.exec(nginxMaps)![1]!;
  expect(Object.keys(fromNginx).length).toBeGreaterThanOrEqual(7);

  const blocks = readFileSync(path.join(outDir, '_headers'), 'utf8').split(/\n(?=\/)/);
  const headersOf = (pattern: string) =>
    Object.fromEntries(
      blocks
        .find((block) => block.startsWith(`${pattern}\n`))!
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((line) =>
          line
            .trim()
            .split(/: (.*)/)
            .slice(0, 2),
        ),
    );
  expect(headersOf('/*')).toEqual(fromNginx);
  const immutable = /location \/_next\/static\/ \{[^}]*add_header Cache-Control "([^"]+)"/.exec(nginxRules)![1];
  expect(headersOf('/_next/static/*')).toEqual({ 'Cache-Control': immutable });

  const redirects = readFileSync(path.join(outDir, '_redirects'), 'utf8').trim().split('\n');
  const permanent = redirects.map((line) => line.split(' ')).filter(([, , status]) => status === '301');
  const nginxRedirects = [...nginxRules.matchAll(/location = "([^"]+)" \{\n\s+return 301 "([^"$]+)\$is_args\$args";/g)];
  expect(permanent.map(([from, to]) => [decodeURIComponent(from!), to])).toEqual(
    nginxRedirects.map((m) => [m[1], m[2]]),
  );
  expect(permanent.map(([from]) => from)).toContain('/SistemasPOS');
  for (const [notFound, page] of [
    ['/404', '/404.html'],
    ['/_not-found', '/404.html'],
    ['/en/404', '/en/404.html'],
  ]) {
    expect(redirects).toContain(`${notFound} ${page} 404`);
    expect(nginxRules).toContain(`location = ${notFound} {\n    return 404;`);
  }
  // Unknown paths under /en/ get the English error page (Cloudflare Pages finds it by itself, up the path).
  expect(redirects.at(-1)).toBe('/en/* /en/404.html 404');
  expect(nginxRules).toContain('error_page 404 $sitio_not_found;');
  expect(readFileSync(path.join(nginxDir, 'sitio-maps.conf'), 'utf8')).toContain('"~^/en/" /en/404.html;');
});

test('the sites for Debian (HTTP and HTTPS) pass `nginx -t` as they are published', () => {
  // The two site files themselves (the suite serves the snippets through its own), with a throwaway certificate.
  const temp = mkdtempSync(path.join(tmpdir(), 'sitio-nginx-t-'));
  try {
    cpSync(nginxDir, path.join(temp, 'snippets'), { recursive: true });
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
        ...['-keyout', path.join(temp, 'key.pem'), '-out', path.join(temp, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    for (const site of ['sitio.conf', 'sitio-tls.conf']) {
      const text = readFileSync(path.join(root, 'deploy', 'nginx', site), 'utf8')
        .replace('/etc/ssl/certs/sitio.pem', path.join(temp, 'cert.pem'))
        .replace('/etc/ssl/private/sitio.key', path.join(temp, 'key.pem'));
      writeFileSync(path.join(temp, 'site.conf'), text);
      const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (name) => `${name}_temp_path ${temp}/${name};`,
      );
      writeFileSync(
        path.join(temp, 'main.conf'),
        `load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;\npid ${temp}/nginx.pid;\nevents {}\n` +
          `http { include /etc/nginx/mime.types; access_log off; ${temps.join(' ')} include site.conf; }\n`,
      );
      const run = () =>
        execFileSync(
          '/usr/sbin/nginx',
          ['-t', '-q', '-c', path.join(temp, 'main.conf'), '-e', path.join(temp, 'error.log')],
          { stdio: 'pipe' },
        );
      expect(run, site).not.toThrow();
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
});
