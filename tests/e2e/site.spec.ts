import { checkedOnPhone, localeOf, PHONE_STAND_IN_REASON, routeAliases, siteIn } from './content';
import { builtRoutes, expect, expectNoAxeViolations, pageHydrated, scrollThrough, test } from './fixtures';
import { expectImagesDecoded } from './pageHealth';

// Layout rules and accessibility on every page of the export but the aliases' documents (solutions.spec.ts).
const pages = builtRoutes().filter((route) => !routeAliases.some((alias) => alias.path === route));
for (const route of pages) {
  test.describe(() => {
    test.skip(({ isMobile }) => isMobile && !checkedOnPhone(decodeURIComponent(route)), PHONE_STAND_IN_REASON);
    test(`route ${decodeURIComponent(route)}: shared layout and no accessibility violations`, async ({ page }) => {
      test.slow(); // axe on the longest pages takes a while on 2 cores
      const locale = localeOf(decodeURIComponent(route));
      const { navigation } = siteIn(locale);
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(
        page.getByRole('navigation', { name: navigation.navbar.navLabel }).getByRole('link').first(),
      ).toBeVisible();
      await expect(page.locator('header img[src="/logo-mark.svg"]')).toBeVisible();

      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: navigation.skipLink });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#contenido')).toBeFocused();

      const [minHeight, viewport] = await page.evaluate(() => [
        parseFloat(getComputedStyle(document.querySelector('main')!).minHeight),
        window.innerHeight,
      ]);
      expect(minHeight).toBeCloseTo(viewport - 100, 0);

      // Lazy images drawn and decoded, then axe-core (WCAG 2.1 A and AA) on the whole page.
      await scrollThrough(page);
      await expectImagesDecoded(page);
      await expectNoAxeViolations(page);
    });
  });
}

test('the accessibility check reports what it finds: an image without a text alternative, a link named otherwise than it reads', async ({
  page,
}) => {
  await page.goto('/Nosotros');
  await pageHydrated(page); // so that hydration does not remove what the test adds
  await page.evaluate(() => {
    const block = document.createElement('div');
    block.innerHTML = '<img src="/logo-mark.svg" width="20" height="20"><a href="#equipo">Ver más</a>';
    block.querySelector('a')!.setAttribute('aria-label', 'Otro destino');
    document.querySelector('footer')!.append(block);
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt: img.*label-content-name-mismatch: a/s);
});

test('no request leaves the machine during the tests: it is blocked and logged', async ({ page, guards }) => {
  // A blank page: on the site's pages the CSP (connect-src 'self') would stop these fetches before the network.
  await page.goto('about:blank');
  const targets = ['https://example.com/recurso.js', 'http://10.20.30.40/imagen.png'];
  const outcomes = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map((url) =>
          fetch(url, { mode: 'no-cors' }).then(
            () => 'llegó',
            () => 'bloqueada',
          ),
        ),
      ),
    targets,
  );
  expect(outcomes).toEqual(['bloqueada', 'bloqueada']);
  // Each is logged as it fails, which the test process hears of on its own channel.
  await expect.poll(() => guards.foreignRequests.toSorted()).toEqual(targets.toSorted());
  guards.foreignRequests.length = 0;
  guards.errors.length = 0;
});
