import { LOCALES, siteIn } from './content';
import { expect, test } from './fixtures';

// Follows every internal link and image of every page in the route table, in both languages: all must answer 200.
test('every internal link and image of every page answers 200', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'once is enough: it does not depend on the width');
  test.setTimeout(240_000);
  const targets = new Map<string, string>();
  for (const route of LOCALES.flatMap((locale) => siteIn(locale).allRoutes)) {
    await page.goto(route.path);
    const found = await page.evaluate(() => [
      ...Array.from(document.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href),
      ...Array.from(
        document.querySelectorAll('img[src], video[poster], source[src], link[rel="icon"]'),
        (el) => (el as HTMLImageElement).src || el.getAttribute('poster') || (el as HTMLLinkElement).href,
      ),
    ]);
    for (const href of found) {
      const url = new URL(href, page.url());
      if (url.origin !== new URL(page.url()).origin) continue;
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
