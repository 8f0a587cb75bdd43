// After `next build`, before scripts/postbuild.mjs: puts each exported page's stylesheets into the page itself,
// so that nothing but the document blocks the first paint (no stylesheet request on first load).
//
// Every <link rel="stylesheet" href="/_next/static/….css" data-precedence="…"> in an HTML file becomes
// <style data-precedence="…" data-href="…">…</style>, which React recognises as the same stylesheet when it
// hydrates. The page's inline RSC payload names each stylesheet as a <link>; that reference becomes an empty
// <style href precedence> there, so hydration adopts the inlined element instead of fetching the file. No
// stylesheet preload is left in the page or its payload.
// The payload files (*.txt) keep their <link>s: prefetch and client-side navigation load the files as before.
//
// Chosen over Next's `experimental.inlineCss`, which also works with the export and Turbopack but also
// copies every stylesheet into the page's payload: over a five-page visit (/, /Servicios, /Nosotros,
// /RedesNetworking, /Productos, cache kept) documents, CSS and payloads cost 171 KiB with <link>s,
// 204 KiB with this step and 237 KiB with `inlineCss`, for the same zero stylesheet requests.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { cmsPage } from '../deploy/host-rules.mjs';

const out = path.resolve(import.meta.dirname, '..', 'out');

const LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)" data-precedence="([\w-]+)"\/>/g;
// The payload's preload hint for a stylesheet (`:HL[\"/_next/…css\",\"style\"]` and its row end).
const PAYLOAD_HINT = /:HL\[\\"\/_next\/static\/[^"\\]+\.css\\",\\"style\\"(?:,\{[^}]*\})?\]\\n/g;
// The same hint, as React writes it into the <head> of the page.
const PRELOAD = /<link rel="preload" href="\/_next\/static\/[^"?#]+\.css" as="style"\/>/g;
// The same stylesheet inside the payload string: `[\"$\",\"link\",\"0\",{\"rel\":\"stylesheet\",…}]`.
const PAYLOAD_LINK =
  /\[\\"\$\\",\\"link\\",\\"(\w+)\\",\{\\"rel\\":\\"stylesheet\\",\\"href\\":\\"(\/_next\/static\/[^"\\]+\.css)\\",\\"precedence\\":\\"([\w-]+)\\"(?:,\\"\w+\\":\\"\$undefined\\")*\}\]/g;

const cssCache = new Map();

/** The stylesheet's text, with its relative url()s made absolute: they no longer resolve from /_next/static/. */
function stylesheet(href) {
  if (!cssCache.has(href)) {
    const file = path.join(out, href);
    const css = readFileSync(file, 'utf8').replace(/url\((["']?)(?![a-z]+:|\/|#)([^"')]+)\1\)/gi, (_, quote, url) => {
      const absolute = path.posix.join(path.posix.dirname(href), url);
      return `url(${quote}${absolute}${quote})`;
    });
    // A stylesheet can never legitimately close the element it is inlined into.
    if (/<\/style/i.test(css)) throw new Error(`inline-css: ${href} contiene "</style": no se puede incrustar.`);
    cssCache.set(href, css.replace(/\n\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''));
  }
  return cssCache.get(href);
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') && file !== path.join(out, cmsPage.file) ? [file] : [];
  });
}

/** Inlines one page's stylesheets; returns how many. Throws when the payload does not name one of them. */
function inlinePage(html, readStylesheet = stylesheet) {
  const inlined = new Set();
  let page = html.replace(LINK, (_, href, precedence) => {
    inlined.add(href);
    return `<style data-precedence="${precedence}" data-href="${href}">${readStylesheet(href)}</style>`;
  });
  const adopted = new Set();
  page = page.replace(PAYLOAD_LINK, (match, key, href, precedence) => {
    if (!inlined.has(href)) return match;
    adopted.add(href);
    return `[\\"$\\",\\"style\\",\\"${key}\\",{\\"href\\":\\"${href}\\",\\"precedence\\":\\"${precedence}\\",\\"children\\":\\"\\"}]`;
  });
  // Preload hints go, in the head and in the payload: React would fetch an inlined file again (it only looks
  // for <link> stylesheets), and the others are styles the page does not render. Those belong to the root
  // not-found boundary, which a static host never renders in a page (an unknown URL is a request for
  // 404.html), and React would still load the file when rendering its <link>.
  page = page.replace(PRELOAD, '').replace(PAYLOAD_HINT, '');
  // A stylesheet the payload still names as a <link> would be fetched again on hydration.
  const missing = [...inlined].filter((href) => !adopted.has(href));
  if (missing.length) throw new Error(`no se encontró en el payload: ${missing.join(', ')}`);
  return { page, count: inlined.size };
}

function main() {
  let pages = 0;
  for (const file of htmlFiles(out)) {
    const html = readFileSync(file, 'utf8');
    try {
      const { page, count } = inlinePage(html);
      if (count) {
        writeFileSync(file, page);
        pages++;
      }
    } catch (error) {
      throw new Error(`inline-css: ${path.relative(out, file)}: ${error.message}`);
    }
  }
  console.log(`inline-css: hojas de estilo incrustadas en ${pages} página(s).`);
}

main();
