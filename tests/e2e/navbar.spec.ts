import { anchors, navbarCopy, routes, solutionIds } from './content';
import { expect, test, videoToggle } from './fixtures';

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Principal' });

async function openMobileMenu(page: import('@playwright/test').Page, isMobile: boolean) {
  if (!isMobile) return;
  await nav(page).getByRole('button', { name: 'Menú' }).click();
}

test('Soluciones lists the eleven solutions with their routes', async ({ page, isMobile }) => {
  await page.goto('/');
  await openMobileMenu(page, isMobile);
  const toggle = nav(page).getByRole('button', { name: 'Soluciones' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  for (const id of solutionIds) {
    await expect(panel.getByRole('link', { name: routes[id].label, exact: true })).toHaveAttribute(
      'href',
      routes[id].path,
    );
  }
  await expect(panel.getByRole('link', { name: routes.catalogue.label })).toHaveAttribute(
    'href',
    routes.catalogue.path,
  );
  // A second click closes it again.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
});

test('only one dropdown open; Escape closes it and returns the focus', async ({ page, isMobile }) => {
  await page.goto('/');
  await openMobileMenu(page, isMobile);
  const soluciones = nav(page).getByRole('button', { name: 'Soluciones' });
  const partners = nav(page).getByRole('button', { name: 'Partners' });
  await soluciones.click();
  await partners.click();
  await expect(soluciones).toHaveAttribute('aria-expanded', 'false');
  await expect(partners).toHaveAttribute('aria-expanded', 'true');
  await expect(nav(page).getByRole('link', { name: routes.partners.label, exact: true })).toHaveAttribute(
    'href',
    routes.partners.path,
  );
  await page.keyboard.press('Escape');
  await expect(partners).toHaveAttribute('aria-expanded', 'false');
  await expect(partners).toBeFocused();
});

test('a click outside the navigation closes the dropdown', async ({ page, isMobile }) => {
  test.skip(isMobile, 'on the phone the open menu covers the screen; see «phone menu»');
  await page.goto('/');
  const soluciones = nav(page).getByRole('button', { name: 'Soluciones' });
  await soluciones.click();
  await page.locator('h1').click();
  await expect(soluciones).toHaveAttribute('aria-expanded', 'false');
});

test('the keyboard opens the dropdown and goes through its links', async ({ page, isMobile }) => {
  test.skip(isMobile, 'physical keyboard: desktop');
  await page.goto('/');
  const soluciones = nav(page).getByRole('button', { name: 'Soluciones' });
  await soluciones.focus();
  await page.keyboard.press('Enter');
  await expect(soluciones).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('link', { name: routes[solutionIds[0]].label, exact: true })).toBeFocused();
});

test('Contacto on the home page scrolls to the contact section', async ({ page, isMobile }) => {
  await page.goto('/');
  await openMobileMenu(page, isMobile);
  await nav(page).getByRole('link', { name: 'Contacto' }).click();
  await expect(page).toHaveURL(new RegExp(`/#${anchors.contact}$`));
  await expect(page.locator(`#${anchors.contact}`)).toBeInViewport();
  if (isMobile) await expect(nav(page).getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
});

test('Contacto from another page goes to the home page and then to the contact section', async ({ page, isMobile }) => {
  await page.goto('/pagina-que-no-existe');
  await openMobileMenu(page, isMobile);
  await nav(page).getByRole('link', { name: 'Contacto' }).click();
  await expect(page).toHaveURL(new RegExp(`/#${anchors.contact}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('No encontramos esta página');
  await expect(page.locator(`#${anchors.contact}`)).toBeInViewport();
});

test('changing page closes the menus', async ({ page, isMobile }) => {
  await page.goto('/pagina-que-no-existe');
  await openMobileMenu(page, isMobile);
  await nav(page).getByRole('button', { name: 'Soluciones' }).click();
  await nav(page).getByRole('link', { name: routes.home.label, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('button', { name: 'Soluciones', includeHidden: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  if (isMobile) await expect(nav(page).getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
});

test.describe('phone menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone only');

  test('the button opens and closes the menu; a click outside and Escape close it', async ({ page }) => {
    await page.goto('/');
    const button = nav(page).getByRole('button', { name: 'Menú' });
    const inicio = nav(page).getByRole('link', { name: routes.home.label, exact: true });
    await expect(inicio).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(inicio).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(inicio).toBeHidden();

    await button.click();
    // A spot outside the open menu that is no link or control, so the click can only close the menu.
    const spot = await page.evaluate(() => {
      for (let y = window.innerHeight - 10; y > 0; y -= 10) {
        const target = document.elementFromPoint(window.innerWidth / 2, y);
        if (target && !target.closest('a, button, input, select, textarea, label, nav')) {
          return { x: window.innerWidth / 2, y };
        }
      }
      return null;
    });
    expect(spot).not.toBeNull();
    await page.mouse.click(spot!.x, spot!.y);
    await expect(inicio).toBeHidden();

    await button.click();
    await page.keyboard.press('Escape');
    await expect(inicio).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test('at 390 px, the video button and «Menú» do not touch, and each offers 44 × 44 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const header = page.locator('header').first();
  const menu = nav(page).getByRole('button', { name: navbarCopy.menuButton });
  const video = videoToggle(page);
  for (const scrollY of [0, 200]) {
    await page.evaluate((y) => window.scrollTo(0, y), scrollY);
    if (scrollY) await expect(header).toHaveAttribute('data-scrolled', 'true');
    const [a, b] = [(await menu.boundingBox())!, (await video.boundingBox())!];
    for (const box of [a, b]) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    expect(apart).toBe(true);
    // Each control is what a tap on its centre reaches (nothing lies over it, also in the scrolled style).
    for (const control of [menu, video]) {
      const box = (await control.boundingBox())!;
      const center = [box.x + box.width / 2, box.y + box.height / 2] as const;
      expect(await control.evaluate((el, [x, y]) => el.contains(document.elementFromPoint(x, y)), center)).toBe(true);
    }
  }
});

test('crossing the 50 px threshold does not move the page: the bar keeps its height', async ({ page }) => {
  await page.goto('/Servicios');
  const header = page.locator('header').first();
  const before = (await header.boundingBox())!.height;
  // Just past the threshold, where a bar that changed height would set the browser's scroll anchoring bouncing.
  const positions = await page.evaluate(async () => {
    window.scrollTo(0, 55);
    const seen: number[] = [];
    const start = performance.now();
    while (performance.now() - start < 800) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      seen.push(window.scrollY);
    }
    return [...new Set(seen)];
  });
  expect(positions).toEqual([55]);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  expect((await header.boundingBox())!.height).toBe(before);
});
