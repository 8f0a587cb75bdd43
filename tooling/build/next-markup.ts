// The one module that knows how Next.js writes its exported HTML, its inline React payload and Turbopack's
// CSS: every pattern the build's steps apply to them has a name here, and a miss stops the build naming the
// page and the pattern. They were written against the export of NEXT_VERSION (tests/unit/fixtures/ holds
// real pages of it); the build refuses another version until they have been checked against its pages.

/** The Next.js version whose export these patterns were written for. */
export const NEXT_VERSION = '16.4.6';

export interface MarkupPattern {
  name: string;
  /** Global: every occurrence is found or replaced. */
  regex: RegExp;
  /**
   * What is left of the element when the pattern did not recognise it (an attribute added or moved): a
   * page that still holds it after the step failed, whatever the count of matches.
   */
  residue?: RegExp;
}

const pattern = (name: string, regex: RegExp, residue?: RegExp): MarkupPattern => ({ name, regex, residue });

/** The start of every document React renders: the `<html>` tag's attributes follow. */
export const DOCUMENT_START = pattern('DOCUMENT_START', /^<!DOCTYPE html><html /g);

/** React's charset tag, the first element of <head>: the page's policy goes right after it. */
export const CHARSET_META = pattern('CHARSET_META', /<meta charSet="utf-8"\/>/gi);

// ---------- stylesheets (inline-css) ----------

/** A stylesheet the page links: `<link rel="stylesheet" href="/_next/static/….css" data-precedence="…"/>`. */
export const STYLESHEET_LINK = pattern(
  'STYLESHEET_LINK',
  /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)" data-precedence="([\w-]+)"\/>/g,
  /<link\b[^>]*\brel="?stylesheet/i,
);

/** A preload of a stylesheet in <head> (the export has none: stylesheets are hinted in the payload). */
export const STYLESHEET_PRELOAD = pattern('STYLESHEET_PRELOAD', /<link\b[^>]*\bas="style"/gi);

/** The payload's preload hint for a stylesheet (`:HL[\"/_next/…css\",\"style\"]` and its row end). */
export const PAYLOAD_STYLESHEET_HINT = pattern(
  'PAYLOAD_STYLESHEET_HINT',
  /:HL\[\\"\/_next\/static\/[^"\\]+\.css\\",\\"style\\"(?:,\{[^}]*\})?\]\\n/g,
  /:HL\[\\"[^"\\]+\.css\\",\\"style\\"/,
);

/** A stylesheet inside the payload string: `[\"$\",\"link\",\"0\",{\"rel\":\"stylesheet\",…}]`. */
export const PAYLOAD_STYLESHEET_LINK = pattern(
  'PAYLOAD_STYLESHEET_LINK',
  /\[\\"\$\\",\\"link\\",\\"(\w+)\\",\{\\"rel\\":\\"stylesheet\\",\\"href\\":\\"(\/_next\/static\/[^"\\]+\.css)\\",\\"precedence\\":\\"([\w-]+)\\"(?:,\\"\w+\\":\\"\$undefined\\")*\}\]/g,
);

// ---------- scripts (paint-first) ----------

/** A framework chunk in <head>: `<script src="/_next/static/chunks/….js" async=""></script>`. */
export const CHUNK_SCRIPT = pattern(
  'CHUNK_SCRIPT',
  /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async="">\s*<\/script>/g,
  /<script\b(?=[^>]*\bsrc="\/_next\/static\/chunks\/)(?=[^>]*\basync\b)[^>]*>/i,
);

/** A low-priority preload of a chunk. */
export const CHUNK_PRELOAD = pattern(
  'CHUNK_PRELOAD',
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g,
  /<link\b[^>]*\bas="script"/i,
);

/** The first of the payload's inline scripts: it creates the list the others push to. */
export const RSC_PAYLOAD_START = '(self.__next_f=';

/**
 * The inline scripts hydration reads: the payload's pushes to `self.__next_f` and the bundler's entry list
 * (React's bootstrap script, `id="_R_"`, a push to `globalThis.TURBOPACK`). Their text never holds
 * `</script` (the framework escapes `<` in the payload).
 */
export const HYDRATION_SCRIPT = pattern(
  'HYDRATION_SCRIPT',
  /<script(?: id="_R_")?>((?:\(self\.__next_f=|self\.__next_f\.push\(|\(globalThis\["TURBOPACK"\] \|\|)[\s\S]*?)<\/script>/g,
  /<script\b[^>]*>\s*(?:\(?self\.__next_f|\(?globalThis\["TURBOPACK"\])/,
);

// ---------- inline code the policy covers (csp) ----------

/** An inline script the browser runs: no `src`, and no `type` but JavaScript's (JSON-LD is data, never run). */
export const INLINE_SCRIPT = pattern(
  'INLINE_SCRIPT',
  /<script(?![^>]*\ssrc=)(?![^>]*\stype="(?!(?:text|application)\/javascript"|module")[^"]*")[^>]*>([\s\S]*?)<\/script>/g,
);

/** Any script element, whatever it holds. */
export const SCRIPT_ELEMENT = pattern('SCRIPT_ELEMENT', /<script[^>]*>[\s\S]*?<\/script>/g);

/** A <style> element: its text is hashed into the policy. */
export const STYLE_ELEMENT = pattern('STYLE_ELEMENT', /<style[^>]*>([\s\S]*?)<\/style>/g);

/** A `style=` attribute, which the policy would have to allow with 'unsafe-hashes'. */
export const STYLE_ATTRIBUTE = pattern('STYLE_ATTRIBUTE', /<[a-zA-Z][^>]*?\sstyle=/g);

/** A form that posts to another origin, which form-action 'self' would block. */
export const EXTERNAL_FORM_ACTION = pattern('EXTERNAL_FORM_ACTION', /<form[^>]*\saction="(?:https?:)?\/\//g);

// ---------- matching ----------

/** A pattern that no longer matches the export it was written for: the message names the page and the pattern. */
export class MarkupMismatchError extends Error {
  constructor(page: string, markup: MarkupPattern, detail: string) {
    super(`${page}: el patrón ${markup.name} no coincide (${detail}; escrito para Next ${NEXT_VERSION}).`);
    this.name = 'MarkupMismatchError';
  }
}

/** Every match of the pattern in the page; at least `min` of them, or the build stops. */
export function matchAll(page: string, text: string, markup: MarkupPattern, min = 1): RegExpMatchArray[] {
  const matches = [...text.matchAll(markup.regex)];
  if (matches.length < min) throw new MarkupMismatchError(page, markup, `${matches.length} de al menos ${min}`);
  return matches;
}

/**
 * The page with every match replaced; at least `min` of them, and, for a pattern with a residue, nothing of
 * the element left afterwards.
 */
export function replaceAll(
  page: string,
  text: string,
  markup: MarkupPattern,
  replacement: (match: string, ...groups: string[]) => string,
  min = 1,
): string {
  matchAll(page, text, markup, min);
  const result = text.replace(markup.regex, replacement);
  const left = markup.residue?.exec(result);
  if (left)
    throw new MarkupMismatchError(page, markup, `queda ${JSON.stringify(result.slice(left.index, left.index + 120))}`);
  return result;
}

/** The page with every match removed (see replaceAll). */
export const removeAll = (page: string, text: string, markup: MarkupPattern, min = 1): string =>
  replaceAll(page, text, markup, () => '', min);

/** Stops the build when the page holds what the pattern describes (something a step cannot handle). */
export function expectNone(page: string, text: string, markup: MarkupPattern, why: string): void {
  const found = markup.regex.exec(text);
  markup.regex.lastIndex = 0;
  if (found) throw new Error(`${page}: ${markup.name}: ${why}: ${JSON.stringify(found[0].slice(0, 120))}`);
}

/** Stops the build when the installed Next.js is not the version the patterns were written for. */
export function expectNextVersion(installed: string): void {
  if (installed !== NEXT_VERSION) {
    throw new Error(
      `Next ${installed} instalado, pero los patrones de tooling/build/next-markup.ts se escribieron para Next ` +
        `${NEXT_VERSION}: copie sus páginas a los fixtures (tsx tooling/build/refresh-golden.ts), corrija los ` +
        'patrones que fallen en `npm run test:unit` y actualice NEXT_VERSION.',
    );
  }
}
