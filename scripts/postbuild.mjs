// After `next build`, over out/:
// 0. writes each route alias's redirect document (alias-pages.mjs), from the build's hand-over
//    (out/route-aliases.json, which it then deletes);
// 1. moves the framework's scripts, the page's React payload and the web font behind each page's first paint
//    (paint-first.mjs);
// 2. gives every page its own Content-Security-Policy <meta>, with the hashes of its inline scripts and styles;
// 3. writes the host configurations (nginx, _headers, _redirects) with the route aliases as 301s;
// 4. writes .br and .gz beside every text file, for hosts that serve precompressed files.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { cmsPage, compressibleExtensions, permanentRedirects } from '../deploy/host-rules.mjs';
import { encodePath } from '../lib/encodePath.mjs';
import { writeAliasPages } from './alias-pages.mjs';
import { writeHostConfig } from './host-config.mjs';
import { paintFirst, writePayload } from './paint-first.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'out');

/** Every file under dir, as paths relative to it with forward slashes. */
function listFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => statSync(path.join(dir, name)).isFile());
}

const hash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const decodeEntities = (text) =>
  text.replace(
    /&(amp|quot|#x27|#39|lt|gt);/g,
    (_, name) => ({ amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' })[name],
  );

/** An inline script the browser runs: no `src`, and no `type` but JavaScript's (JSON-LD is data, never run). */
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*\stype="(?!(?:text|application)\/javascript"|module")[^"]*")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The policy of one page. Inline scripts and <style> elements are allowed by their sha256 hash; `style=`
 * attributes (React writes a few, e.g. a CSS variable) by hash too, which CSP allows only with
 * 'unsafe-hashes': still no arbitrary inline style. A form that posts elsewhere adds its origin to form-action.
 */
export function contentSecurityPolicy(html) {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]);
  const withoutScripts = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');
  const styles = [...withoutScripts.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  const styleAttributes = [...withoutScripts.matchAll(/<[a-zA-Z][^>]*?\sstyle="([^"]*)"/g)].map((m) =>
    decodeEntities(m[1]),
  );
  const formOrigins = [...withoutScripts.matchAll(/<form[^>]*\saction="(https?:\/\/[^"/]+)/g)].map((m) => m[1]);
  const unique = (list) => [...new Set(list)];
  const styleSources = [
    ...unique(styles.map(hash)),
    ...(styleAttributes.length ? ["'unsafe-hashes'", ...unique(styleAttributes.map(hash))] : []),
  ];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...unique(scripts.map(hash))].join(' '),
    ["style-src 'self'", ...styleSources].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...unique(formOrigins)].join(' '),
  ].join('; ');
}

/** Puts the policy first in <head> (after the charset), before any script or style it governs. */
export function withPolicy(html) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html)}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  const at = charset ? charset.index + charset[0].length : html.indexOf('<head>') + '<head>'.length;
  if (at < '<head>'.length) throw new Error('postbuild: a page without <head>');
  return html.slice(0, at) + meta + html.slice(at);
}

/** URL path of an exported page file: `Nosotros.html` → `/Nosotros`, `index.html` → `/`. */
const pagePath = (file) => `/${file.slice(0, -'.html'.length)}`.replace(/(^|\/)index$/, '$1') || '/';

function main() {
  const manifest = path.join(out, 'route-aliases.json');
  const handOver = JSON.parse(readFileSync(manifest, 'utf8'));
  rmSync(manifest);
  const aliasPages = writeAliasPages(out, handOver);

  const files = listFiles(out).filter((name) => !name.startsWith('_next/'));
  const pages = files.filter((name) => name.endsWith('.html') && name !== cmsPage.file);
  for (const page of pages) {
    const file = path.join(out, page);
    const { html, payload } = paintFirst(readFileSync(file, 'utf8'));
    if (payload) writePayload(out, payload);
    writeFileSync(file, withPolicy(html));
  }

  const redirects = permanentRedirects({ aliases: handOver.aliases, pagePaths: pages.map(pagePath), encodePath });
  writeHostConfig({ root, out, redirects, encodePath });

  const compressed = precompress(out);
  console.log(
    `postbuild: política CSP en ${pages.length} páginas (${aliasPages.length} de alias), ` +
      `${redirects.length} redirección(es), ` +
      `${compressed} archivos precomprimidos.`,
  );
}

/**
 * Writes `.br` and `.gz` beside every text file of an export (when smaller), for servers that send
 * precompressed files instead of compressing on every request. Returns how many files it compressed.
 */
export function precompress(dir) {
  let compressed = 0;
  for (const name of listFiles(dir)) {
    if (!compressibleExtensions.includes(path.extname(name))) continue;
    const file = path.join(dir, name);
    const data = readFileSync(file);
    const variants = {
      '.br': brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      '.gz': gzipSync(data, { level: 9 }),
    };
    for (const [extension, body] of Object.entries(variants)) {
      if (body.length < data.length) writeFileSync(file + extension, body);
    }
    compressed++;
  }
  return compressed;
}

if (process.argv[1] === import.meta.filename) main();
