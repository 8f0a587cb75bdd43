import { BRAND_CATEGORIES } from '../../content/schema/brands';
import { brandCategoryLabels, brandCount, brands, brandsPage, routes } from './content';
import { expect, scrollThrough, test } from './fixtures';

const path = routes.brandDirectory.path;
const categories = BRAND_CATEGORIES.filter((c) => brands.some((b) => b.categories.includes(c)));

test("hero with an h1 and one group per category that has brands, in the groups' order", async ({ page }) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brandsPage.hero.title);
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(
    categories.map((c) => brandCategoryLabels[c]),
  );
});

test('each group lists its brands with their count; a brand may be in several groups', async ({ page }) => {
  await page.goto(path);
  const seen = new Set<string>();
  for (const category of categories) {
    const expected = brands.filter((b) => b.categories.includes(category)).map((b) => b.name);
    const group = page.getByRole('region', { name: brandCategoryLabels[category], exact: true });
    await expect(group.getByRole('listitem')).toHaveText(expected);
    await expect(group).toContainText(brandCount(expected.length));
    expected.forEach((name) => seen.add(name));
  }
  expect([...seen].sort()).toEqual(brands.map((b) => b.name).sort());
});

test('each brand with a logo shows it in all of its groups; the others, a card with their name', async ({ page }) => {
  await page.goto(path);
  await scrollThrough(page);
  const tiles = await page.locator('main section[id^="marcas-"] li').evaluateAll((items) =>
    items.map((li) => {
      const img = li.querySelector('img');
      return { name: li.textContent?.trim(), src: img?.getAttribute('src') ?? null };
    }),
  );
  const expected = categories.flatMap((c) => brands.filter((b) => b.categories.includes(c)));
  expect(tiles.map((t) => t.name)).toEqual(expected.map((b) => b.name));
  expect(tiles.map((t) => t.src)).toEqual(expected.map((b) => (b.logo ? `/brands/${b.logo}.svg` : null)));
  await expect
    .poll(() =>
      page
        .locator('main section[id^="marcas-"] li img')
        .evaluateAll((imgs) => imgs.filter((img) => !(img as HTMLImageElement).naturalWidth).length),
    )
    .toBe(0);
});

test('the category index leads to each group', async ({ page }) => {
  await page.goto(path);
  const nav = page.getByRole('navigation', { name: brandsPage.navLabel });
  await expect(nav.getByRole('link')).toHaveText(categories.map((c) => brandCategoryLabels[c]));
  const last = categories[categories.length - 1]!;
  await nav.getByRole('link', { name: brandCategoryLabels[last] }).click();
  await expect(page).toHaveURL(`${path}#marcas-${last}`);
  await expect(page.getByRole('heading', { level: 2, name: brandCategoryLabels[last] })).toBeInViewport();
});
