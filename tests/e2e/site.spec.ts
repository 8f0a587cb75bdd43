import { builtRoutes, expect, expectNoAxeViolations, scrollThrough, test } from './fixtures';

// Layout rules and accessibility on every page of the export.
for (const route of builtRoutes()) {
  test.describe(`ruta ${decodeURIComponent(route)}`, () => {
    test('layout compartido: idioma, enlace de salto, un h1, logo y altura mínima', async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link').first()).toBeVisible();
      await expect(page.locator('header img[src="/logo-mark.svg"]')).toBeVisible();

      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Saltar al contenido' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#contenido')).toBeFocused();

      const [minHeight, viewport] = await page.evaluate(() => [
        parseFloat(getComputedStyle(document.querySelector('main')!).minHeight),
        window.innerHeight,
      ]);
      expect(minHeight).toBeCloseTo(viewport - 100, 0);
    });

    test('sin infracciones de accesibilidad (axe, WCAG 2.1 A/AA)', async ({ page }) => {
      await page.goto(route);
      await scrollThrough(page);
      await expectNoAxeViolations(page);
    });
  });
}
