// What the paint-first step writes into a page, for the tests to read back (the browser suite loads this file
// too: its one import is a file of constants without imports of its own).

export { FONT_DEFERRED_ATTRIBUTE } from '../../lib/paintFirst';

/** Where the pages' payload files go: under the hashed, immutable /_next/static/ like the chunks. */
export const PAYLOAD_FOLDER = '/_next/static/rsc';

/**
 * The compressed bytes the files fetched from <head> add up to at least: what a phone on the bench's connection
 * (1.6 Mbps) downloads between the head's parse and the first paint plus one round trip (about 450 ms). They
 * keep the connection busy until the rest, requested at the first paint, start arriving.
 */
export const EARLY_FETCH_BYTES = 90_000;

export interface DeferredScripts {
  payload: string;
  scripts: string[];
  preloads: string[];
  /** The payload file and chunks not fetched from <head>: the loader preloads them at the first paint. */
  atPaint: string[];
}

/**
 * The loader's opening tag: the payload file and the chunks it adds after the first paint, the chunks it
 * preloads then, and the files it preloads at the first paint.
 */
export const loaderTag = ({ payload, scripts, preloads, atPaint }: DeferredScripts): string =>
  `<script data-payload="${payload}" data-chunks="${scripts.join(' ')}"` +
  `${preloads.length ? ` data-preloads="${preloads.join(' ')}"` : ''}` +
  `${atPaint.length ? ` data-at-paint="${atPaint.join(' ')}"` : ''}>`;

/** Low-priority preloads of the files fetched while the document is parsed, in the order the loader runs them. */
export const earlyFetches = (urls: string[]): string =>
  urls.map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${href}"/>`).join('');

/**
 * What a page's loader adds after the first paint: its payload file, its chunks, its preloads; and what it
 * fetches at the first paint.
 */
export function deferredScripts(html: string): {
  payload: string | null;
  scripts: string[];
  preloads: string[];
  atPaint: string[];
} {
  const tag = /<script (data-payload="[^"]*"[^>]*)>/.exec(html)?.[1] ?? '';
  const attribute = (name: string) => new RegExp(` ?data-${name}="([^"]*)"`).exec(tag)?.[1];
  const list = (value: string | undefined) => (value ? value.split(' ') : []);
  return {
    payload: attribute('payload') ?? null,
    scripts: list(attribute('chunks')),
    preloads: list(attribute('preloads')),
    atPaint: list(attribute('at-paint')),
  };
}
