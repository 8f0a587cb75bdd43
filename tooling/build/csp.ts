// Step csp: every page gets its own Content-Security-Policy <meta> with the sha256 hashes of its inline scripts and
// <style> elements (no 'unsafe-inline'), plus the hash of each CSS file of the export that a client-side navigation
// inserts as a <style> (inlineCss). frame-ancestors comes from the host (tooling/hosts/rules.ts). Markup the step
// cannot read as it expects stops the build, naming the page and what it expected.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { filesUnder, type ExportedPage } from '../export/pages';

const CHARSET_META = /<meta charset="utf-8"\s*\/?>/gi;
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
/** A script the browser runs: no `src`, and no `type` but JavaScript's (JSON-LD is data). */
const RUNS_INLINE = (attributes: string) =>
  !/\ssrc=/i.test(attributes) && !/\stype="(?!(?:text|application)\/javascript"|module")/i.test(attributes);

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const unique = (list: string[]) => [...new Set(list)];
const count = (text: string, regex: RegExp) => (text.match(regex) ?? []).length;

/** Stops the build on markup the step cannot read as it expects, naming the page and what it expected. */
function assertMarkup(ok: boolean, page: string, expected: string) {
  if (!ok) throw new Error(`csp: ${page}: expected ${expected}.`);
}

interface PolicyOptions {
  /** A page of Next's, which must carry its inline scripts (an alias document is not). */
  framework?: boolean;
  /** Each CSS file of the export by its address: a client-side navigation may insert it as a <style>. */
  navigationStyles?: Map<string, string>;
}

/** The policy of one page; a `style=` attribute or a form posting elsewhere stops the build, not weaken it. */
export function contentSecurityPolicy(
  page: string,
  html: string,
  { framework = true, navigationStyles = new Map() }: PolicyOptions = {},
): string {
  const scriptElements = [...html.matchAll(SCRIPT_ELEMENT)];
  assertMarkup(scriptElements.length === count(html, /<script\b/gi), page, 'every <script> to be closed by </script>');
  const scripts = scriptElements.filter((m) => RUNS_INLINE(m[1]!)).map((m) => m[2]!);
  const nextScripts = !framework || scripts.some((script) => script.includes('self.__next_f'));
  assertMarkup(nextScripts, page, "Next's inline scripts (self.__next_f), which the policy must allow");
  const withoutScripts = html.replace(SCRIPT_ELEMENT, '');
  const styles = [...withoutScripts.matchAll(STYLE_ELEMENT)].map((m) => m[1]!);
  assertMarkup(styles.length === count(withoutScripts, /<style\b/gi), page, 'every <style> to be closed by </style>');
  const styleAttribute = /<[a-z][^>]*?\sstyle=/i.test(withoutScripts);
  assertMarkup(!styleAttribute, page, "no style= attribute (the policy would need 'unsafe-hashes')");
  const formElsewhere = /<form[^>]*\saction="(?:https?:)?\/\//i.test(withoutScripts);
  assertMarkup(!formElsewhere, page, "no form posting to another origin (form-action 'self' would block it)");
  // The files this page already carries in its <style data-href="…"> are not inserted again.
  const carried = new Set(
    [...withoutScripts.matchAll(/<style\b[^>]*\sdata-href="([^"]*)"/gi)].flatMap((m) => m[1]!.split(' ')),
  );
  const navigation = framework
    ? [...navigationStyles].filter(([href]) => !carried.has(href)).map(([, text]) => text)
    : [];
  const scriptSrc = ["script-src 'self'", ...unique(scripts.map(hash))].join(' ');
  const styleSrc = ["style-src 'self'", ...unique([...styles, ...navigation].map(hash))].join(' ');
  const fixed = "img-src 'self' data:; font-src 'self'; connect-src 'self'; media-src 'self'; object-src 'none'";
  return ["default-src 'self'", scriptSrc, styleSrc, fixed, "base-uri 'self'", "form-action 'self'"].join('; ');
}

/** Puts the policy right after the charset <meta>, before any script or style it governs. */
export function withPolicy(page: string, html: string, options?: PolicyOptions): string {
  const charset = [...html.matchAll(CHARSET_META)];
  const firstCode = html.search(/<script\b|<style\b/i);
  const charsetFirst = charset.length === 1 && (firstCode === -1 || charset[0]!.index < firstCode);
  assertMarkup(charsetFirst, page, 'one <meta charset="utf-8"> before any <script> or <style>');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(page, html, options)}"/>`;
  const at = charset[0]!.index + charset[0]![0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

/** Writes each page's policy; returns the step's line. */
export function writePolicies(out: string, pages: ExportedPage[]): string {
  const assets = path.join(out, '_next', 'static');
  const navigationStyles = new Map(
    filesUnder(assets)
      .filter((name) => name.endsWith('.css'))
      .sort()
      .map((name) => [`/_next/static/${name}`, readFileSync(path.join(assets, name), 'utf8')]),
  );
  for (const { file, kind } of pages) {
    const html = readFileSync(path.join(out, file), 'utf8');
    writeFileSync(path.join(out, file), withPolicy(file, html, { framework: kind !== 'alias', navigationStyles }));
  }
  return `policy in ${pages.length} page(s), ${navigationStyles.size} CSS file(s) allowed for navigations`;
}
