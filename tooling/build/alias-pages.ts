// Step alias-pages: each route alias (/SistemasPOS) as a small document for hosts without redirect rules (the
// others answer a 301 first): location.replace (query and fragment kept), a meta refresh, a visible link,
// rel=canonical, noindex. A page whose name the file system confuses with the alias's is kept, with a warning.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { content } from '../../lib/content';
import { encodePath } from '../../lib/encodePath';
import { absoluteUrl } from '../../lib/metadata';
import { allRoutes, routeAliases } from '../../lib/routes';
import { fileOfRoute } from '../export/pages';

export type Alias = { path: string; target: string; label: string; canonical: string };
/** `moved`: the 404 page's sentence for a page that changed address. */
export type SiteAliases = { moved: string; aliases: Alias[] };

/** The route table's aliases, each naming its target by its label, with its canonical URL (on SITE_URL). */
export function siteAliases(): SiteAliases {
  return {
    moved: content('es').notFound.moved,
    aliases: routeAliases().map((alias) => ({
      ...alias,
      label: allRoutes('es').find((route) => route.path === alias.target)!.label,
      canonical: absoluteUrl(alias.target),
    })),
  };
}

type FileSystem = { existsSync: (file: string) => boolean; readdirSync: (dir: string) => string[] };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The document served at an alias: `moved`, then a link that names the target page by its label. */
export function aliasDocument(alias: Alias, moved: string): string {
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

/** The entry of `dir` that `name` opens, or null (where case is ignored, SistemasPOS.html opens SistemasPOs.html). */
function existingEntry(dir: string, name: string, fs: FileSystem = { existsSync, readdirSync }): string | null {
  if (!fs.existsSync(path.join(dir, name))) return null;
  const entries = fs.readdirSync(dir);
  if (entries.includes(name)) return name;
  const key = name.normalize('NFC').toLowerCase();
  return entries.find((entry) => entry.normalize('NFC').toLowerCase() === key) ?? name;
}

/**
 * Writes each alias's document into the export, unless its name would open a file that is already there.
 * Returns the paths of the aliases written; `warn` gets one line per alias left to the host's rules.
 */
export function writeAliasPages(
  out: string,
  { moved, aliases }: SiteAliases,
  options: { warn?: (line: string) => void; fs?: FileSystem; write?: (file: string, text: string) => void } = {},
): string[] {
  const { warn = console.warn, fs, write = writeFileSync } = options;
  return aliases.flatMap((alias) => {
    const name = fileOfRoute(alias.path);
    const existing = existingEntry(path.join(out, path.dirname(name)), path.basename(name), fs);
    if (existing !== null) {
      warn(
        `alias-pages: warning: ${alias.path} is not exported as a page: on this file system its name opens ` +
          `${existing}, which is not overwritten; the host's 301 redirect answers the alias.`,
      );
      return [];
    }
    write(path.join(out, name), aliasDocument(alias, moved));
    return [alias.path];
  });
}
