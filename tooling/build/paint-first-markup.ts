// What the paint-first step writes into a page, for the tests to read back (the browser suite loads this file
// too: its one import is a file of constants without imports of its own).

export { FONT_DEFERRED_ATTRIBUTE } from '../../lib/paintFirst';

/** Where the pages' payload files go: under the hashed, immutable /_next/static/ like the chunks. */
export const PAYLOAD_FOLDER = '/_next/static/rsc';

export interface DeferredScripts {
  payload: string;
  scripts: string[];
  preloads: string[];
}

/**
 * The loader's opening tag: the payload file and the chunks it adds after the first paint, and the chunks it
 * preloads.
 */
export const loaderTag = ({ payload, scripts, preloads }: DeferredScripts): string =>
  `<script data-payload="${payload}" data-chunks="${scripts.join(' ')}"` +
  `${preloads.length ? ` data-preloads="${preloads.join(' ')}"` : ''}>`;

/** Low-priority preloads of the payload file and the chunks, in the order the loader runs them. */
export const earlyFetches = (urls: string[]): string =>
  urls.map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${href}"/>`).join('');

/** What a page's loader adds after the first paint: its payload file, its chunks and its preloads. */
export function deferredScripts(html: string): { payload: string | null; scripts: string[]; preloads: string[] } {
  const tag = /<script data-payload="([^"]*)" data-chunks="([^"]*)"(?: data-preloads="([^"]*)")?>/.exec(html);
  const list = (value: string | undefined) => (value ? value.split(' ') : []);
  return { payload: tag?.[1] ?? null, scripts: list(tag?.[2]), preloads: list(tag?.[3]) };
}
