import { readFileSync } from 'node:fs';
import path from 'node:path';

import { company, notFoundCopy, routeAliases, routes, siteIn, solutionPages } from './content';
import { expect, test } from './fixtures';

test('an address close to a route suggests the right page', async ({ page }) => {
  const response = await page.goto('/nosotros');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundCopy.heading);
  const suggestions = page.getByRole('navigation', { name: notFoundCopy.suggestionsHeading });
  await expect(suggestions.getByRole('link').first()).toHaveText(routes.about.label);
  await suggestions.getByRole('link', { name: routes.about.label }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.about.path}$`));

  await page.goto('/Servicio');
  await expect(
    page.getByRole('navigation', { name: notFoundCopy.suggestionsHeading }).getByRole('link').first(),
  ).toHaveText(routes.catalogue.label);
});

test('the error page of each language names itself and the company in its title, and stays out of search results', async ({
  page,
}) => {
  for (const [address, copy] of [
    ['/pagina-que-no-existe', notFoundCopy],
    ['/en/page-that-does-not-exist', siteIn('en').notFoundCopy],
  ] as const) {
    expect((await page.goto(address))?.status()).toBe(404);
    await expect(page).toHaveTitle(`${copy.title} | ${company.shortName}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
});

test('an address like no route shows no suggestions, only the usual exits', async ({ page }) => {
  await page.goto('/zzzzqqqq-xxxx');
  await expect(page.getByRole('link', { name: notFoundCopy.actions.home, exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: notFoundCopy.suggestionsHeading })).toHaveCount(0);
});

test('on a host without redirects, the 404 page takes the alias to its page', async ({ page }) => {
  // An export built on a case-insensitive file system has no alias document: a plain host answers with 404.html.
  const alias = routeAliases[0]!;
  const notFoundHtml = readFileSync(path.resolve(__dirname, '../../out/404.html'), 'utf8');
  await page.route(
    (url) => url.pathname === alias.path,
    (route) => route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: notFoundHtml }),
  );
  await page.goto(`${alias.path}?origen=correo#contacto`);
  await expect(page).toHaveURL(new RegExp(`${alias.target}\\?origen=correo#contacto$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(solutionPages.pos.title);
});

test('a CSP violation fails the test', async ({ page, guards }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  await expect.poll(() => guards.errors.find((error) => error.startsWith('CSP: script-src'))).toBeTruthy();
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  guards.errors.length = 0; // this test expects exactly that error
});
