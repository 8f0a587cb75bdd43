import { expect, test, type APIRequestContext } from '@playwright/test';

import { content } from '../../lib/content';
import { pageHeadings } from '../../lib/pages';
import type { RouteId } from '../../lib/routes';
import { editorLog } from './decapServer';

// The development server (`next dev`, which `npm run editar` and `npm run dev` start alike) on every route of the
// route table, in both languages, before the staff's steps load any page: each answers 200 with its page's h1. A
// path with accents is asked first, in each percent-encoded spelling clients send, since the framework once failed
// on it only until another page had been rendered; each alias answers a permanent redirect to its page, and an
// unknown path the 404 page. Its own project, run before the others (playwright.cms.config.ts).

/** The first request to each page compiles it: slow on a busy machine. */
const REQUEST_TIMEOUT_MS = 180_000;
const UNKNOWN_PATH = '/pagina-que-no-existe';
const LOG_LINES_ON_FAILURE = 40;

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: '\u00a0',
};

/** The text of every h1 of the page, tags removed and React's escapes undone. */
const headingsOf = (html: string): string[] =>
  [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    match[1]!.replace(/<[^>]*>/g, '').replace(/&(#?\w+);/g, (entity, name: string) => entities[name] ?? entity),
  );

const hasAccents = (path: string) => encodeURI(path) !== path;
const pages = (['es', 'en'] as const)
  .flatMap((locale) => {
    const headings = pageHeadings(locale);
    // The route table's keys are the route ids (Object.entries widens them to string).
    return Object.entries(content(locale).routes.routes).map(([id, route]) => ({
      path: route.path,
      heading: headings[id as RouteId].title,
    }));
  })
  .sort((a, b) => Number(hasAccents(b.path)) - Number(hasAccents(a.path)));

/**
 * The request targets that reach a server for a path: browsers percent-encode non-ASCII letters in capitals, curl
 * in small letters. (Raw UTF-8 bytes are not valid HTTP: Node answers them 400 itself.)
 */
const spellings = (path: string) => [
  ...new Set([encodeURI(path), encodeURI(path).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase())]),
];

/** GET without following redirects; the status, where it sends the visitor, and its h1s. */
async function get(request: APIRequestContext, target: string) {
  const response = await request.get(target, { maxRedirects: 0, timeout: REQUEST_TIMEOUT_MS });
  return {
    status: response.status(),
    location: response.headers()['location'] ?? null,
    headings: headingsOf(await response.text()),
  };
}

test('the development server answers every route with its page, each alias with a redirect and an unknown path with the 404 page', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(2 * REQUEST_TIMEOUT_MS);
  let passed = false;
  try {
    expect(hasAccents(pages[0]!.path), 'a path with accents first').toBe(true);
    for (const page of pages) {
      for (const target of spellings(page.path)) {
        await test.step(target, async () => {
          const { status, headings } = await get(request, target);
          expect.soft({ status, headings }, target).toEqual({ status: 200, headings: [page.heading] });
        });
      }
    }
    for (const alias of content('es').routes.aliases) {
      const target = encodeURI(alias.path);
      await test.step(target, async () => {
        const { status, location } = await get(request, target);
        expect.soft([301, 308], `${target}: a permanent redirect`).toContain(status);
        expect.soft(new URL(location ?? '', baseURL).pathname, target).toBe(encodeURI(alias.target));
      });
    }
    // The development server answers every unknown path with the Spanish page (the framework's global not-found page
    // has no address to choose by); the hosts of the export answer those under /en/ with the English one
    // (tests/e2e/server.spec.ts).
    for (const target of [UNKNOWN_PATH, `/en${UNKNOWN_PATH}`]) {
      await test.step(target, async () => {
        const { status, headings } = await get(request, target);
        expect.soft({ status, headings }, target).toEqual({ status: 404, headings: [content('es').notFound.heading] });
      });
    }
    passed = test.info().errors.length === 0;
  } finally {
    // On failure, what the server printed last (npm run editar's output, playwright.cms.config.ts).
    if (!passed) {
      await test.info().attach('editar.log', { body: editorLog(LOG_LINES_ON_FAILURE) });
    }
  }
});
