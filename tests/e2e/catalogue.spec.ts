import type { Locator, Page } from '@playwright/test';

import {
  brandById,
  brandsHeading,
  catalogue,
  catalogueItemMessage,
  cataloguePage,
  categoryBrands,
  customSolutionMessage,
  routes,
  topics,
} from './content';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { whatsappText } from './pageHealth';

const path = routes.catalogue.path;
const allItems = catalogue.flatMap((c) => c.subcategories.flatMap((s) => s.items));
const itemsOf = (category: (typeof catalogue)[number]) => category.subcategories.flatMap((s) => s.items);
const [homeAutomation, security] = catalogue as [(typeof catalogue)[number], (typeof catalogue)[number]];

const catalogueSection = (page: Page) => page.getByRole('region', { name: cataloguePage.catalogue.title });
const cards = (page: Page) => catalogueSection(page).getByRole('article');
const categoryButtons = (page: Page) => catalogueSection(page).getByRole('group', { name: 'Categoría', exact: true });
const subcategoryButtons = (page: Page) =>
  catalogueSection(page).getByRole('group', { name: 'Subcategoría', exact: true });
const results = (page: Page) => catalogueSection(page).getByRole('status');

async function expectShown(page: Page, items: { name: string }[]) {
  await expect(results(page)).toHaveText(
    items.length === 1 ? 'Se muestra 1 solución' : `Se muestran ${items.length} soluciones`,
  );
  await expect(cards(page)).toHaveCount(items.length);
  await expect(cards(page).getByRole('heading', { level: 5 })).toHaveText(items.map((i) => i.name));
}

async function expectPressed(group: Locator, label: string) {
  const buttons = group.getByRole('button');
  for (const button of await buttons.all()) {
    await expect(button).toHaveAttribute('aria-pressed', (await button.textContent()) === label ? 'true' : 'false');
  }
}

/** The scroll position once it has stopped changing (past 50 px the navbar's transition moves it a little). */
async function settledScroll(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const stable = now === last;
        last = now;
        return stable;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return last;
}

const query = (category?: string, subcategory?: string) =>
  category ? `?categoria=${category}${subcategory ? `&subcategoria=${subcategory}` : ''}` : '';

test.describe('filterable catalogue', () => {
  test('hero, an h1 and the full grid with the number of results announced', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cataloguePage.hero.title);
    await expectShown(page, allItems);
    await expect(results(page)).toHaveAttribute('aria-live', 'polite');
    await expectPressed(categoryButtons(page), 'Todas');
    await expect(subcategoryButtons(page)).toHaveCount(0);
  });

  for (const category of catalogue) {
    for (const subcategory of category.subcategories) {
      test(`${category.label} › ${subcategory.label}: ${subcategory.items.length} cards, and in the URL`, async ({
        page,
      }) => {
        await page.goto(path);
        await categoryButtons(page).getByRole('button', { name: category.label, exact: true }).click();
        await expectShown(page, itemsOf(category));
        await expect(page).toHaveURL(`${path}${query(category.id)}`);
        await expect(subcategoryButtons(page).getByRole('button')).toHaveText([
          'Todas',
          ...category.subcategories.map((s) => s.label),
        ]);
        await expectPressed(subcategoryButtons(page), 'Todas');

        await subcategoryButtons(page).getByRole('button', { name: subcategory.label, exact: true }).click();
        await expectShown(page, subcategory.items);
        await expectPressed(subcategoryButtons(page), subcategory.label);
        await expect(page).toHaveURL(`${path}${query(category.id, subcategory.id)}`);
      });
    }
  }

  test('choosing a category resets the subcategory to «Todas»', async ({ page }) => {
    const [video] = security.subcategories;
    await page.goto(`${path}${query(security.id, video!.id)}`);
    await expectShown(page, video!.items);

    await categoryButtons(page).getByRole('button', { name: homeAutomation.label, exact: true }).click();
    await expectPressed(subcategoryButtons(page), 'Todas');
    await expectShown(page, itemsOf(homeAutomation));
    await expect(page).toHaveURL(`${path}${query(homeAutomation.id)}`);

    // Also when the category chosen is the one already chosen.
    const [, corporate] = homeAutomation.subcategories;
    await subcategoryButtons(page).getByRole('button', { name: corporate!.label }).click();
    await categoryButtons(page).getByRole('button', { name: homeAutomation.label, exact: true }).click();
    await expectPressed(subcategoryButtons(page), 'Todas');
    await expectShown(page, itemsOf(homeAutomation));

    await categoryButtons(page).getByRole('button', { name: 'Todas' }).click();
    await expect(subcategoryButtons(page)).toHaveCount(0);
    await expectShown(page, allItems);
    await expect(page).toHaveURL(path);
  });

  test('the URL keeps the filter: reload, back, forward and return from another page', async ({ page }) => {
    const [, accessControl] = security.subcategories;
    await page.goto(path);
    await categoryButtons(page).getByRole('button', { name: security.label }).click();
    await subcategoryButtons(page).getByRole('button', { name: accessControl!.label }).click();
    await expect(page).toHaveURL(`${path}${query(security.id, accessControl!.id)}`);

    await page.reload();
    await expectShown(page, accessControl!.items);
    await expectPressed(categoryButtons(page), security.label);
    await expectPressed(subcategoryButtons(page), accessControl!.label);

    await page.goBack();
    await expect(page).toHaveURL(`${path}${query(security.id)}`);
    await expectShown(page, itemsOf(security));
    await page.goBack();
    await expect(page).toHaveURL(path);
    await expectShown(page, allItems);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(`${path}${query(security.id, accessControl!.id)}`);
    await expectShown(page, accessControl!.items);

    // Away to another page and back with the browser's button.
    await page.getByRole('link', { name: cataloguePage.hero.productsLabel }).click();
    await expect(page).toHaveURL(routes.products.path);
    await page.goBack();
    await expect(page).toHaveURL(`${path}${query(security.id, accessControl!.id)}`);
    await expectShown(page, accessControl!.items);
  });

  test('changing the filter does not move the page', async ({ page }) => {
    await page.goto(path);
    await categoryButtons(page).scrollIntoViewIfNeeded();
    const before = await settledScroll(page);
    await categoryButtons(page).getByRole('button', { name: homeAutomation.label }).click();
    await expect(cards(page)).toHaveCount(itemsOf(homeAutomation).length);
    expect(await settledScroll(page)).toBe(before);
    await subcategoryButtons(page).getByRole('button', { name: homeAutomation.subcategories[1]!.label }).click();
    await expect(cards(page)).toHaveCount(homeAutomation.subcategories[1]!.items.length);
    expect(await settledScroll(page)).toBe(before);
  });

  for (const [what, search, expected] of [
    ['an unknown category', '?categoria=energia&subcategoria=residencial', 'todas'],
    ['emoji', `?categoria=${encodeURIComponent('🏠')}&subcategoria=${encodeURIComponent('💡')}`, 'todas'],
    ['& and # signs', `?categoria=${encodeURIComponent('domotica&x')}#${encodeURIComponent('#')}`, 'todas'],
    ['an empty value', '?categoria=&subcategoria=', 'todas'],
    ['a very long value', `?categoria=${'x'.repeat(3000)}`, 'todas'],
    ['an unknown subcategory', `?categoria=${homeAutomation.id}&subcategoria=industrial`, homeAutomation.id],
    [
      'a subcategory of the other category',
      `?categoria=${homeAutomation.id}&subcategoria=${security.subcategories[0]!.id}`,
      homeAutomation.id,
    ],
  ] as const) {
    test(`query with ${what}: falls back to «Todas» without errors`, async ({ page, isMobile }) => {
      test.skip(isMobile, 'once is enough: what the query selects does not depend on the width');
      await page.goto(`${path}${search}`);
      if (expected === 'todas') {
        await expectPressed(categoryButtons(page), 'Todas');
        await expectShown(page, allItems);
      } else {
        await expectPressed(categoryButtons(page), homeAutomation.label);
        await expectPressed(subcategoryButtons(page), 'Todas');
        await expectShown(page, itemsOf(homeAutomation));
      }
    });
  }

  test('every card: name, description, features, brands, image and a WhatsApp link that names the item', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'once is enough: the cards are the same markup at both widths');
    await page.goto(path);
    // Read every card at once (one round trip), then compare with the content module.
    const shown = await cards(page).evaluateAll((articles) =>
      articles.map((article) => {
        const link = article.querySelector('a')!;
        return {
          name: article.querySelector('h5')?.textContent,
          text: article.textContent,
          items: Array.from(article.querySelectorAll('li')).map((li) => li.textContent?.trim()),
          alt: article.querySelector('img')?.getAttribute('alt'),
          href: link.getAttribute('href'),
          target: link.getAttribute('target'),
          rel: link.getAttribute('rel'),
        };
      }),
    );
    expect(shown).toHaveLength(allItems.length);
    for (const [i, item] of allItems.entries()) {
      const card = shown[i]!;
      expect(card.name).toBe(item.name);
      expect(card.text).toContain(item.description);
      expect(card.items).toEqual([...item.features, ...item.brands.map((id) => brandById(id).name)]);
      expect(card.alt).toBe(item.image.alt);
      expect([card.target, card.rel]).toEqual(['_blank', 'noopener noreferrer']);
      const text = whatsappText(card.href);
      expect(text).toBe(catalogueItemMessage(item.name));
      expect(text).toContain(item.name);
    }
    // The link's accessible name carries the item's name, so that the 18 links are told apart.
    for (const item of allItems) {
      await expect(
        catalogueSection(page).getByRole('link', {
          name: `${cataloguePage.catalogue.cardCta} sobre ${item.name}`,
          exact: true,
        }),
      ).toHaveCount(1);
    }
  });
});

test.describe('brands panel', () => {
  const toggle = (page: Page) => page.getByRole('button', { name: cataloguePage.catalogue.brandsLabel });
  const panel = async (page: Page) => page.locator(`#${await toggle(page).getAttribute('aria-controls')}`);

  test('shows the brands of each category and closes on a click outside', async ({ page }) => {
    await page.goto(path);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(await panel(page)).toBeHidden();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    const body = await panel(page);
    await expect(body).toBeVisible();
    for (const category of catalogue) {
      const group = body
        .locator('div')
        .filter({ has: page.getByRole('heading', { name: brandsHeading(category.label) }) });
      await expect(group.getByRole('listitem')).toHaveText(categoryBrands(category).map((brand) => brand.name));
    }

    // A click inside keeps it open; a click outside closes it.
    await body.getByRole('heading').first().click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(body).toBeHidden();
  });

  test('Escape closes it and returns the focus to the button', async ({ page }) => {
    await page.goto(path);
    await expect(toggle(page)).toBeEnabled();
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(await panel(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  test('with the panel open, a click on a filter applies the filter and closes the panel', async ({ page }) => {
    await page.goto(path);
    await toggle(page).click();
    await categoryButtons(page).getByRole('button', { name: security.label }).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expectShown(page, itemsOf(security));
  });

  test('no axe violations with the panel open and a filter chosen', async ({ page }) => {
    test.slow(); // axe on a busy machine
    await page.goto(path);
    await categoryButtons(page).getByRole('button', { name: security.label }).click();
    await expect(subcategoryButtons(page)).toBeVisible();
    await toggle(page).click();
    await expect(await panel(page)).toBeVisible();
    // The whole page is checked in site.spec.ts; here the catalogue in this state.
    await expectNoAxeViolations(page, 'section[aria-labelledby="catalogo-titulo"]');
  });
});

test.describe('theme blocks and closing section', () => {
  const topicBlocks = (page: Page) =>
    page.getByRole('region', { name: cataloguePage.topics.title }).getByRole('article');

  test('the theme blocks, in order, alternate the side of the image on desktop and stack on the phone', async ({
    page,
    isMobile,
  }) => {
    // Geometry is measured at rest: without the fade-in, boxes do not move while they are read.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(topicBlocks(page)).toHaveCount(topics.length);
    await expect(topicBlocks(page).getByRole('heading', { level: 3 })).toHaveText(topics.map((t) => t.title));
    for (const [i, topic] of topics.entries()) {
      const block = topicBlocks(page).nth(i);
      await block.scrollIntoViewIfNeeded();
      const image = block.getByRole('img');
      await expect(image).toHaveAttribute('alt', topic.image.alt);
      await expect(image).toHaveAttribute('loading', 'lazy');
      const imageBox = (await image.boundingBox())!;
      const textBox = (await block.getByRole('heading', { level: 3 }).boundingBox())!;
      if (isMobile) {
        expect(imageBox.y + imageBox.height, topic.id).toBeLessThanOrEqual(textBox.y);
      } else if (i % 2 === 0) {
        expect(imageBox.x + imageBox.width, topic.id).toBeLessThan(textBox.x);
      } else {
        expect(textBox.x + textBox.width, topic.id).toBeLessThan(imageBox.x);
      }
    }
  });

  test('«¿Necesita una solución personalizada?» opens a chat with the generic request', async ({ page }) => {
    await page.goto(path);
    const closing = page.getByRole('region', { name: cataloguePage.closing.title });
    await expect(closing.getByRole('heading', { level: 2 })).toHaveText(cataloguePage.closing.title);
    const link = closing.getByRole('link', { name: cataloguePage.closing.label });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(whatsappText(await link.getAttribute('href'))).toBe(customSolutionMessage);
  });
});
