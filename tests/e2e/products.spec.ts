import { productMessage, products, productsPage, routes } from './content';
import { expect, test } from './fixtures';
import { whatsappText } from './pageHealth';

const path = routes.products.path;

test('hero with an h1 and the six products as cards', async ({ page }) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productsPage.hero.title);
  const list = page.getByRole('region', { name: productsPage.list.title });
  await expect(list.getByRole('article')).toHaveCount(products.length);
  await expect(list.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(products.map((p) => p.name));
});

test('each product: description, image and a WhatsApp link that names it', async ({ page, isMobile }) => {
  test.skip(isMobile, 'once is enough: the cards are the same markup at both widths');
  await page.goto(path);
  for (const [i, product] of products.entries()) {
    await test.step(product.name, async () => {
      const card = page.getByRole('region', { name: productsPage.list.title }).getByRole('article').nth(i);
      await expect(card).toContainText(product.description);
      const image = card.getByRole('img');
      await expect(image).toHaveAttribute('alt', product.image.alt);
      await expect(image).toHaveAttribute('width', String(product.image.width));
      await expect(image).toHaveAttribute('height', String(product.image.height));
      await expect(image).toHaveAttribute('loading', 'lazy');

      const link = card.getByRole('link');
      await expect(link).toHaveText(productsPage.list.cta + ` sobre ${product.name}`);
      await expect(link).toHaveAccessibleName(`${productsPage.list.cta} sobre ${product.name}`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(whatsappText(await link.getAttribute('href'))).toBe(productMessage(product.name));
    });
  }
});

test('the link to the catalogue leads to /Servicios', async ({ page }) => {
  await page.goto(path);
  await page.getByRole('link', { name: productsPage.more.label }).click();
  await expect(page).toHaveURL(routes.catalogue.path);
});
