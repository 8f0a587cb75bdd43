import { brotliCompressSync, constants } from 'node:zlib';

/** Brotli bytes of a text at the quality the build writes .br files with. */
export const brotliBytes = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * A page's two parts for the document budget: the copy the staff wrote (text between tags, the attributes that
 * carry copy, the JSON-LD data) and the number of elements of its body, which grows with every card or list
 * item the content adds. What is left (CSS, scripts, markup per element) is the code's.
 */
export function documentParts(html: string): { copyBrotliBytes: number; elements: number } {
  const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const withoutCode = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
  const text = [...withoutCode.matchAll(/>([^<]+)</g)].map((m) => m[1]!.trim()).filter(Boolean);
  const attributes = [...html.matchAll(/\s(?:alt|aria-label|content|title)="([^"]*)"/g)].map((m) => m[1]);
  const body = withoutCode.slice(withoutCode.indexOf('<body'));
  return {
    copyBrotliBytes: brotliBytes([...text, ...attributes, ...data].join('\n')),
    elements: (body.match(/<[a-zA-Z]/g) ?? []).length,
  };
}
