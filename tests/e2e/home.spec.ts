import type { Page } from '@playwright/test';

import { anchors, contactLink, home, routes } from './content';
import { expect, shellHydrated, test } from './fixtures';

/** The scroll position on every frame for `ms` milliseconds: a smooth scroll passes many, a jump none. */
function recordScroll(page: Page, ms: number): Promise<number[]> {
  return page.evaluate(
    (duration) =>
      new Promise<number[]>((resolve) => {
        const positions: number[] = [];
        const start = performance.now();
        const frame = () => {
          positions.push(window.scrollY);
          if (performance.now() - start < duration) requestAnimationFrame(frame);
          else resolve(positions);
        };
        requestAnimationFrame(frame);
      }),
    ms,
  );
}

/** Every scroll to an element from the page's first script on (the router's own hash jump would add one). */
async function watchScrollsIntoView(page: Page): Promise<() => Promise<{ id: string; behavior?: string }[]>> {
  await page.addInitScript(() => {
    const calls: { id: string; behavior?: string }[] = [];
    (window as unknown as { __scrolls: typeof calls }).__scrolls = calls;
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(
      this: Element,
      options?: boolean | ScrollIntoViewOptions,
    ) {
      calls.push({ id: this.id, behavior: typeof options === 'object' ? options.behavior : undefined });
      original.call(this, options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __scrolls: { id: string; behavior?: string }[] }).__scrolls);
}

const footerContact = (page: Page) =>
  page.locator('footer').getByRole('link', { name: contactLink.label, exact: true });

test('the home page: hero with an 8 % top margin, calls to action and sections', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: home.hero.title })).toBeVisible();
  // The content block starts 8 % of its width lower; the hero's band reaches up to fill that margin.
  const [marginTop, width, blockTop, heroTop] = await page.evaluate(() => {
    const block = document.querySelector('main > div')!;
    return [
      parseFloat(getComputedStyle(block).marginTop),
      block.getBoundingClientRect().width,
      block.getBoundingClientRect().top,
      block.querySelector('section')!.getBoundingClientRect().top,
    ];
  });
  expect(marginTop).toBeGreaterThan(0);
  expect(marginTop).toBeCloseTo(width * 0.08, 0);
  expect(heroTop).toBeCloseTo(blockTop - marginTop, 0);

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

for (const anchor of [anchors.contact, anchors.domoticContact]) {
  test(`the deep link /#${anchor} leads to its section`, async ({ page }) => {
    await page.goto(`/#${anchor}`);
    await expect(page.locator(`#${anchor}`)).toBeInViewport();
    await expect(page.locator(`#${anchor}`)).toBeFocused();
  });
}

test('#domotic-contact is reached with smooth scrolling from the same page', async ({ page }) => {
  await page.goto('/');
  // Before the shell hydrates, the link is a plain jump (the page without JavaScript): the glide is what is tested.
  await shellHydrated(page);
  const recording = recordScroll(page, 4000);
  await page.getByRole('link', { name: home.hero.domoticsLinkLabel }).click();
  await expect(page).toHaveURL(new RegExp(`/#${anchors.domoticContact}$`));
  const positions = await recording;
  await expect(page.locator(`#${anchors.domoticContact}`)).toBeInViewport();
  expect(new Set(positions).size).toBeGreaterThan(4);
});

test('an unknown route answers 404 with a page in Spanish and ways back', async ({ page }) => {
  const response = await page.goto('/ruta-inexistente');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', routes.home.path);
  await expect(main.getByRole('link', { name: 'Ver soluciones' })).toHaveAttribute('href', routes.catalogue.path);
  await expect(main.getByRole('link', { name: 'Contactar a un asesor' })).toHaveAttribute(
    'href',
    `/#${anchors.contact}`,
  );
  await expect(page.locator('footer')).toBeVisible();
});

for (const [how, reducedMotion, behavior] of [
  ['glides', 'no-preference', 'smooth'],
  ['with reduced motion, jumps without animation', 'reduce', 'auto'],
] as const) {
  test(`the footer's «Contacto», on the home page, ${how} to the contact section`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    const scrolls = await watchScrollsIntoView(page);
    await page.goto('/');
    // Before the shell hydrates, the link is a plain jump (the page without JavaScript): the glide is what is tested.
    await shellHydrated(page);
    await footerContact(page).click();
    await expect(page).toHaveURL(new RegExp(`/#${anchors.contact}$`));
    const section = page.locator(`#${anchors.contact}`);
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
    expect(await scrolls()).toEqual([{ id: anchors.contact, behavior }]);
  });
}

// The error page is a document of its own (app/global-not-found.tsx): its «Contacto» loads the home page.
test('«Contacto» on the 404 page opens the home page at the contact section', async ({ page }) => {
  await page.goto('/ruta-inexistente');
  await page.locator('main').getByRole('link', { name: 'Contactar a un asesor' }).click();
  await expect(page).toHaveURL(new RegExp(`/#${anchors.contact}$`));
  await expect(page.locator('main h1')).toHaveText(home.hero.title);
  const section = page.locator(`#${anchors.contact}`);
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
});

test('«Contacto» from the footer of another page opens the home page without reloading and glides to the section', async ({
  page,
}) => {
  const scrolls = await watchScrollsIntoView(page);
  await page.goto(routes.about.path);
  await shellHydrated(page);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await footerContact(page).click();
  await expect(page).toHaveURL(new RegExp(`/#${anchors.contact}$`));
  await expect(page.locator('main h1')).toHaveText(home.hero.title);
  const section = page.locator(`#${anchors.contact}`);
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(await scrolls()).toEqual([{ id: anchors.contact, behavior: 'smooth' }]);
});
