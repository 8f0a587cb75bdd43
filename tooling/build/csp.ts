// Step csp: gives every page its own Content-Security-Policy <meta>, with the sha256 hashes of the inline
// scripts it runs and of its <style> elements, so that neither needs 'unsafe-inline'. What a <meta> policy
// cannot carry (frame-ancestors) comes from the host (tooling/hosts/rules.ts).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  CHARSET_META,
  expectNone,
  EXTERNAL_FORM_ACTION,
  INLINE_SCRIPT,
  matchAll,
  replaceAll,
  SCRIPT_ELEMENT,
  STYLE_ATTRIBUTE,
  STYLE_ELEMENT,
} from './next-markup';
import type { Step } from './step';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const unique = (list: string[]) => [...new Set(list)];

/**
 * The policy of one page. The site's pages have no `style=` attribute (which only 'unsafe-hashes' could
 * allow) and no form that posts elsewhere (which form-action 'self' blocks): a page with either stops the
 * build rather than weaken the policy.
 */
export function contentSecurityPolicy(page: string, html: string): string {
  const scripts = matchAll(page, html, INLINE_SCRIPT).map((m) => m[1]!);
  const withoutScripts = html.replace(SCRIPT_ELEMENT.regex, '');
  const styles = matchAll(page, withoutScripts, STYLE_ELEMENT, 0).map((m) => m[1]!);
  expectNone(page, withoutScripts, STYLE_ATTRIBUTE, "la política tendría que permitirlo con 'unsafe-hashes'");
  expectNone(page, withoutScripts, EXTERNAL_FORM_ACTION, "form-action 'self' bloquearía el envío");
  return [
    "default-src 'self'",
    ["script-src 'self'", ...unique(scripts.map(hash))].join(' '),
    ["style-src 'self'", ...unique(styles.map(hash))].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Puts the policy first in <head>, right after the charset, before any script or style it governs. */
export function withPolicy(page: string, html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(page, html)}"/>`;
  return replaceAll(page, html, CHARSET_META, (charset) => `${charset}${meta}`);
}

export const csp: Step = {
  name: 'csp',
  run({ out, pages }) {
    for (const { file } of pages) {
      writeFileSync(path.join(out, file), withPolicy(file, readFileSync(path.join(out, file), 'utf8')));
    }
    return `política CSP en ${pages.length} página(s)`;
  },
};
