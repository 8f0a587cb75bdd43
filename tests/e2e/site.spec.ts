import { builtRoutes, expect, expectNoAxeViolations, scrollThrough, test } from './fixtures';

// Layout rules and accessibility on every page of the export, at both widths.
for (const route of builtRoutes()) {
  test(`ruta ${decodeURIComponent(route)}: layout compartido y sin infracciones de accesibilidad`, async ({ page }) => {
    test.slow(); // axe on the longest pages takes a while on 2 cores
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

    // axe-core, WCAG 2.1 A and AA, after lazy content has been drawn.
    await scrollThrough(page);
    await expectNoAxeViolations(page);
  });
}
