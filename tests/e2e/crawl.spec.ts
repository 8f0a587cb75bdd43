import { LOCALES, siteIn } from './content';
import { expect, test } from './fixtures';
import { readRoute } from './routeReading';

// Follows every internal link and image of every page in the route table, in both languages: all must answer 200.
test('every internal link and image of every page answers 200', async ({ page, request, isMobile, baseURL }) => {
  test.skip(isMobile, 'once is enough: it does not depend on the width');
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const targets = new Map<string, string>();
  for (const route of LOCALES.flatMap((locale) => siteIn(locale).allRoutes)) {
    for (const target of (await readRoute(page, route.path)).targets) {
      const url = new URL(target);
      if (url.origin !== origin) continue;
      url.hash = '';
      if (!targets.has(url.href)) targets.set(url.href, route.path);
    }
  }
  expect(targets.size).toBeGreaterThan(40);
  const broken: string[] = [];
  for (const [url, from] of targets) {
    const response = await request.get(url, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${response.status()} ${url} (en ${from})`);
  }
  expect(broken).toEqual([]);
});
