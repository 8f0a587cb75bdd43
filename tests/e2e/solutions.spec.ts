import { homeSolutionRows, routeAliases, routes, solutionIds, solutionPages } from './content';
import { expect, scrollThrough, test } from './fixtures';

// Each route serves its own module (the modules' content rules: the content check).
for (const id of solutionIds) {
  const route = routes[id];
  const content = solutionPages[id];

  test.describe(`${route.label} (${route.path})`, () => {
    test('serves its module: title, WhatsApp call, gallery and features card', async ({ page, isMobile }) => {
      test.skip(isMobile, 'the same content at both widths; the phone layout is checked in site.spec and below');
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
      await expect(page).toHaveTitle(new RegExp(`^${content.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));

      const cta = page.locator('main').getByRole('link', { name: content.ctaLabel }).first();
      await expect(cta).toHaveAttribute('target', '_blank');
      const url = new URL((await cta.getAttribute('href'))!);
      expect(url.searchParams.get('text')).toBe(content.whatsappMessage);

      await scrollThrough(page);
      await expect(page.locator('main figure figcaption')).toHaveText(
        content.gallery.items.map((item) => item.caption),
      );
      await expect(page.locator('main h3')).toHaveText(content.featureCard.lists.map((list) => list.title));
    });
  });
}

test('the gallery appears once 10 % of it is on screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await page.goto(routes.networking.path);
  const last = page.locator('[data-reveal]').last();
  await expect(last).toHaveAttribute('data-reveal', 'hidden');
  expect(await last.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
  await last.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(last).toHaveAttribute('data-reveal', 'visible');
  await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the gallery shows in full in the pre-rendered HTML', async ({ page }) => {
    await page.goto(routes.parking.path);
    const reveals = page.locator('[data-reveal]');
    await expect(reveals).toHaveCount(solutionPages.parking.gallery.items.length);
    for (const el of await reveals.all()) await expect(el).toHaveAttribute('data-reveal', 'static');
    await expect(page.locator('figcaption').first()).toBeVisible();
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the gallery shows at once, without scrolling, and is never hidden or animated', async ({ page }) => {
    // Every change of a gallery's reveal state, from the first byte of the page on.
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { __revealChanges: string[] }).__revealChanges = changes;
      new MutationObserver((records) => {
        for (const record of records) changes.push((record.target as Element).getAttribute('data-reveal') ?? '');
      }).observe(document, { attributes: true, attributeFilter: ['data-reveal'], subtree: true });
    });
    // The same page and height as the 10 % test above, where the last gallery starts below the fold.
    await page.setViewportSize({ width: 1440, height: 700 });
    await page.goto(routes.networking.path);
    const last = page.locator('[data-reveal]').last();
    await expect(last).not.toBeInViewport();
    // Hydrated (React has claimed the element), then two frames for its effects and any transition to start.
    await expect
      .poll(() => last.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __revealChanges: string[] }).__revealChanges)).toEqual([]);
    for (const el of await page.locator('[data-reveal]').all()) {
      await expect(el).toHaveAttribute('data-reveal', 'static');
      expect(await el.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
      expect(await el.evaluate((node) => node.getAnimations({ subtree: true }).length)).toBe(0);
    }
  });
});

test.describe('the accented route /Pantallas-Señalización', () => {
  const path = routes.signage.path;
  const title = solutionPages.signage.title;

  test('works typed as is and encoded', async ({ page }) => {
    for (const url of [path, '/Pantallas-Se%C3%B1alizaci%C3%B3n']) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
  });

  test('works from a link, with client-side navigation, on going back and on reloading', async ({ page, isMobile }) => {
    const failed: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
    });
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    if (isMobile) await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Soluciones' }).click();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: routes.signage.label }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(path);
    // Client-side navigation: the document was not reloaded.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(
      page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: routes.signage.label, includeHidden: true }),
    ).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(failed).toEqual([]);
  });
});

// The server's relative 301, so the same with or without JavaScript.
test('the alias /SistemasPOS leads to /SistemasPOs with a relative 301', async ({ page, request }) => {
  const alias = routeAliases[0]!;
  const response = await request.get(alias.path, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(alias.target);
  await page.goto(alias.path);
  await expect(page).toHaveURL(new RegExp(`${alias.target}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(solutionPages.pos.title);
});

// A static host without redirect rules (nginx with try_files only) serves the alias's document, which sends on.
test.describe('the alias on a host without rules', () => {
  const plain = `http://127.0.0.1:${process.env.E2E_PLAIN_PORT}`;
  const alias = routeAliases[0]!;

  test('answers 200 and leads to the page, keeping the query and the fragment', async ({ page }) => {
    const response = await page.goto(`${plain}${alias.path}?origen=correo#contacto`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${plain}${alias.target}?origen=correo#contacto`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(solutionPages.pos.title);
  });

  test('/SistemasPOs still serves the real page, without a redirect', async ({ page }) => {
    const response = await page.goto(`${plain}${alias.target}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(solutionPages.pos.title);
    await page.waitForLoadState('load');
    expect(page.url()).toBe(`${plain}${alias.target}`);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the meta refresh leads to the page', async ({ page }) => {
      const response = await page.goto(`${plain}${alias.path}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(`${plain}${alias.target}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(solutionPages.pos.title);
    });
  });
});

test('the home page has its service rows, in order, each with its summary', async ({ page }) => {
  await page.goto('/');
  const rows = page
    .locator('main')
    .getByRole('list')
    .filter({ has: page.locator(`a[href="${routes.networking.path}"]`) });
  const links = rows.getByRole('link');
  await expect(links).toHaveCount(homeSolutionRows.length);
  for (const [index, id] of homeSolutionRows.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', routes[id].path);
    await expect(links.nth(index)).toContainText(routes[id].label);
    await expect(links.nth(index)).toContainText(routes[id].summary);
  }
  expect(await page.locator(`main a[href="/SistemasPOS"]`).count()).toBe(0);
});
