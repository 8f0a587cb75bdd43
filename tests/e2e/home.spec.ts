import { home } from '../../content/home';
import { anchors, routes } from '../../content/routes';
import { expect, test } from './fixtures';

test('la portada: héroe con margen superior del 8 %, llamadas a la acción y secciones', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: home.hero.title })).toBeVisible();
  const [paddingTop, width] = await page.evaluate(() => {
    const hero = document.querySelector('main section')!;
    return [parseFloat(getComputedStyle(hero).paddingTop), hero.getBoundingClientRect().width];
  });
  expect(paddingTop).toBeCloseTo(width * 0.08, 0);

  await expect(page.getByRole('link', { name: home.hero.whatsappLabel })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
  await expect(page.getByRole('link', { name: home.hero.catalogueLabel })).toHaveAttribute(
    'href',
    routes.catalogue.path,
  );
  for (const route of [routes.about, routes.partners, routes.brandDirectory]) {
    await expect(page.locator('main').locator(`a[href="${route.path}"]`)).toHaveCount(1);
  }
});

for (const anchor of [anchors.contacto, anchors.domoticContact]) {
  test(`el enlace profundo /#${anchor} lleva a su sección`, async ({ page }) => {
    await page.goto(`/#${anchor}`);
    await expect(page.locator(`#${anchor}`)).toBeInViewport();
    await expect(page.locator(`#${anchor}`)).toBeFocused();
  });
}

test('#domotic-contact se alcanza con desplazamiento suave desde la misma página', async ({ page }) => {
  await page.goto('/');
  // Record the scroll position on every frame while the link is followed: a smooth scroll passes through
  // many intermediate positions, a jump through none.
  const recording = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const positions: number[] = [];
        const start = performance.now();
        const frame = () => {
          positions.push(window.scrollY);
          if (performance.now() - start < 4000) requestAnimationFrame(frame);
          else resolve(positions);
        };
        requestAnimationFrame(frame);
      }),
  );
  await page.getByRole('link', { name: home.hero.domoticsLinkLabel }).click();
  await expect(page).toHaveURL(new RegExp(`/#${anchors.domoticContact}$`));
  const positions = await recording;
  await expect(page.locator(`#${anchors.domoticContact}`)).toBeInViewport();
  expect(new Set(positions).size).toBeGreaterThan(4);
});

test('una ruta desconocida responde 404 con una página en español y caminos de vuelta', async ({ page }) => {
  const response = await page.goto('/ruta-inexistente');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', routes.home.path);
  await expect(main.getByRole('link', { name: 'Ver soluciones' })).toHaveAttribute('href', routes.catalogue.path);
  await expect(main.getByRole('link', { name: 'Contactar a un asesor' })).toHaveAttribute(
    'href',
    `/#${anchors.contacto}`,
  );
  await expect(page.locator('footer')).toBeVisible();
});
