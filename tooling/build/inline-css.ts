// Step inline-css: puts each exported page's stylesheets into the page itself, so that nothing but the document
// blocks the first paint (no stylesheet request on first load).
//
// Every stylesheet <link> of a page becomes <style data-precedence="…" data-href="…">…</style>, which React
// recognises as the same stylesheet when it hydrates. The page's inline RSC payload names each stylesheet as a
// <link>; that reference becomes an empty <style href precedence> there, so hydration adopts the inlined
// element instead of fetching the file. No stylesheet preload is left in the page or its payload.
// The payload files (*.txt) keep their <link>s: prefetch and client-side navigation load the files as before.
//
// Chosen over Next's `experimental.inlineCss`, which also copies every stylesheet into the page's payload
// (docs/decisions/performance.md).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  expectNone,
  PAYLOAD_STYLESHEET_HINT,
  PAYLOAD_STYLESHEET_LINK,
  removeAll,
  replaceAll,
  STYLESHEET_LINK,
  STYLESHEET_PRELOAD,
} from './next-markup';
import type { Step } from './step';

/** The stylesheet's text, with its relative url()s made absolute: they no longer resolve from /_next/static/. */
export function stylesheetText(href: string, css: string): string {
  const absolute = css.replace(/url\((["']?)(?![a-z]+:|\/|#)([^"')]+)\1\)/gi, (_, quote: string, url: string) => {
    return `url(${quote}${path.posix.join(path.posix.dirname(href), url)}${quote})`;
  });
  // A stylesheet can never legitimately close the element it is inlined into.
  if (/<\/style/i.test(absolute)) throw new Error(`inline-css: ${href} contiene "</style": no se puede incrustar.`);
  return absolute;
}

/** Inlines one page's stylesheets; `readStylesheet` gives a stylesheet's text by its href. */
export function inlineStylesheets(page: string, html: string, readStylesheet: (href: string) => string): string {
  const inlined = new Set<string>();
  let result = replaceAll(page, html, STYLESHEET_LINK, (_, href, precedence) => {
    inlined.add(href);
    return `<style data-precedence="${precedence}" data-href="${href}">${readStylesheet(href)}</style>`;
  });
  const adopted = new Set<string>();
  result = replaceAll(page, result, PAYLOAD_STYLESHEET_LINK, (match, key, href, precedence) => {
    if (!inlined.has(href)) return match;
    adopted.add(href);
    return `[\\"$\\",\\"style\\",\\"${key}\\",{\\"href\\":\\"${href}\\",\\"precedence\\":\\"${precedence}\\",\\"children\\":\\"\\"}]`;
  });
  // A stylesheet the payload still names as a <link> would be fetched again on hydration.
  const missing = [...inlined].filter((href) => !adopted.has(href));
  if (missing.length) {
    throw new Error(
      `${page}: el patrón ${PAYLOAD_STYLESHEET_LINK.name} no encontró en el payload: ${missing.join(', ')}`,
    );
  }
  // The payload's preload hints go: React would fetch an inlined file again (it only looks for <link>
  // stylesheets), and the others are styles the page does not render. Those belong to the root not-found
  // boundary, which a static host never renders in a page (an unknown URL is a request for 404.html), and
  // React would still load the file when rendering its <link>. A preload in <head> would be fetched as well.
  expectNone(page, result, STYLESHEET_PRELOAD, 'el navegador pediría la hoja de estilo ya incrustada');
  return removeAll(page, result, PAYLOAD_STYLESHEET_HINT);
}

export const inlineCss: Step = {
  name: 'inline-css',
  run({ out, pages }) {
    const cache = new Map<string, string>();
    const read = (href: string) => {
      if (!cache.has(href)) cache.set(href, stylesheetText(href, readFileSync(path.join(out, href), 'utf8')));
      return cache.get(href)!;
    };
    const nextPages = pages.filter((page) => page.kind !== 'alias');
    for (const { file } of nextPages) {
      const html = readFileSync(path.join(out, file), 'utf8');
      writeFileSync(path.join(out, file), inlineStylesheets(file, html, read));
    }
    return `hojas de estilo incrustadas en ${nextPages.length} página(s)`;
  },
};
