// The route table's aliases (/SistemasPOS) as small pre-rendered documents, for static hosts without
// redirect rules (an object store, GitHub Pages, any try_files server): each sends the visitor on to its page
// with location.replace (keeping the query and the fragment), a meta refresh without JavaScript, a visible
// link for anyone left on it, and tells crawlers where the page lives (rel=canonical) and not to index it.
// Hosts with rules (nginx, Netlify, Cloudflare Pages) answer the alias with a 301 before any file.
// Called by scripts/postbuild.mjs, before the pages get their Content-Security-Policy.
//
// An alias may differ from its page only by letter case (/SistemasPOS, /SistemasPOs). On a case-insensitive
// file system (macOS, Windows) both names are one file, and writing the alias would overwrite the page; such
// a build writes no alias document, says so in one line, and leaves the alias to the host's redirect rule.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { encodePath } from '../lib/encodePath.mjs';

/** @typedef {{ path: string, target: string, label: string, canonical: string }} Alias */

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The exported file of an alias: `/SistemasPOS` → `SistemasPOS.html`. */
export const aliasFileName = (aliasPath) => `${aliasPath.slice(1)}.html`;

/**
 * The document served at an alias. `moved` is the 404 page's sentence for a page that changed address; the
 * link names the target page by its label.
 * @param {Alias} alias
 * @param {string} moved
 */
export function aliasDocument(alias, moved) {
  const href = encodePath(alias.target);
  const script = `location.replace(${JSON.stringify(href)}+location.search+location.hash)`;
  return (
    '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"/>' +
    `<title>${escapeHtml(alias.label)}</title>` +
    '<meta name="robots" content="noindex"/>' +
    `<link rel="canonical" href="${escapeHtml(alias.canonical)}"/>` +
    `<script>${script}</script>` +
    `<meta http-equiv="refresh" content="0; url=${escapeHtml(href)}"/>` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
    `</head><body><main><p>${escapeHtml(moved)} <a href="${escapeHtml(href)}">${escapeHtml(alias.label)}</a>.</p></main></body></html>\n`
  );
}

/**
 * The entry of `dir` that the file system would open for `name`, or null when there is none: on a
 * case-insensitive (or normalisation-insensitive) file system a name that no entry bears can still open
 * another one, such as `SistemasPOs.html` for `SistemasPOS.html`.
 * @param {string} dir
 * @param {string} name
 * @param {{ existsSync: (file: string) => boolean, readdirSync: (dir: string) => string[] }} [fs]
 */
export function existingEntry(dir, name, fs = { existsSync, readdirSync }) {
  if (!fs.existsSync(path.join(dir, name))) return null;
  const entries = fs.readdirSync(dir);
  if (entries.includes(name)) return name;
  const key = name.normalize('NFC').toLowerCase();
  return entries.find((entry) => entry.normalize('NFC').toLowerCase() === key) ?? name;
}

/**
 * Writes each alias's document into the export, unless its name would open a file that is already there.
 * Returns the paths of the aliases written; `warn` gets one line per alias left to the host's rules.
 * @param {string} out
 * @param {{ moved: string, aliases: Alias[] }} handOver
 * @param {{ warn?: (line: string) => void, fs?: Parameters<typeof existingEntry>[2], write?: (file: string, text: string) => void }} [options]
 */
export function writeAliasPages(out, { moved, aliases }, options = {}) {
  const { warn = console.warn, fs, write = writeFileSync } = options;
  const written = [];
  for (const alias of aliases) {
    const name = aliasFileName(alias.path);
    const dir = path.join(out, path.dirname(name));
    const existing = existingEntry(dir, path.basename(name), fs);
    if (existing !== null) {
      warn(
        `postbuild: aviso: ${alias.path} no se exporta como página: en este sistema de archivos su nombre abre ` +
          `${existing}, que no se sobrescribe; el alias queda a cargo de la redirección 301 del hospedaje.`,
      );
      continue;
    }
    write(path.join(out, name), aliasDocument(alias, moved));
    written.push(alias.path);
  }
  return written;
}
