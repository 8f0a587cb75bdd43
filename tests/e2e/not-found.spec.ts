import { readFileSync } from 'node:fs';
import path from 'node:path';

import { notFoundCopy, routeAliases, routes, solutionPages } from './content';
import { expect, test } from './fixtures';

test('una dirección parecida a una ruta sugiere la página correcta', async ({ page }) => {
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

test('una dirección sin parecido no muestra sugerencias, solo las salidas de siempre', async ({ page }) => {
  await page.goto('/zzzzqqqq-xxxx');
  await expect(page.getByRole('link', { name: notFoundCopy.actions.home, exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: notFoundCopy.suggestionsHeading })).toHaveCount(0);
});

test('en un hospedaje sin redirecciones, la página 404 lleva el alias a su página', async ({ page }) => {
  // An export built on a case-insensitive file system has no alias document (tooling/build/alias-pages.ts), so a
  // plain static host answers the alias with 404.html: emulated here, since nginx answers it with a 301.
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

test('una violación de la política CSP hace fallar la prueba', async ({ page, guards }) => {
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
