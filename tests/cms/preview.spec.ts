import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
import { parse } from 'yaml';

import { expect, test } from '../e2e/fixtures';
import { phonePhoto } from '../unit/fixtures/photos';
import { ended, signIn } from './decapServer';

// The editor's live preview (cms/preview/), against `npm run editar` on the temporary copy: the page drawn by the
// site's own components and styles, in the language of the pane being edited, following each keystroke before
// anything is saved. Nothing here saves: the copy stays as the other specs left it.
test.describe.configure({ mode: 'serial' });

const apiPort = process.env.CMS_TEST_API_PORT!;
const shots = process.env.SHOTS_48;
const productsFile = path.join(process.env.CMS_TEST_ROOT!, 'content', 'products.yaml');
type Product = { name: string };
const products = (language: 'es' | 'en') => parse(readFileSync(productsFile, 'utf8'))[language].products as Product[];

const pending = new Set<unknown>();
// The CMS loads its media list and checks its backend in the background: each test ends once no request is in
// flight (the preview's frame, a srcdoc document, never reports the page's network idle to Playwright).
test.afterEach(async ({ page }) => {
  await expect.poll(() => pending.size, { intervals: [500, 500, 1000] }).toBe(0);
  await page.waitForTimeout(500);
  await expect.poll(() => pending.size).toBe(0);
  ended.add(page);
});

/** The entry, signed in, with the preview pane shown. */
async function openEntry(page: Page, hash: string) {
  page.on('request', (r) => pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  await signIn(page, hash, apiPort);
  await page.getByRole('button', { name: 'Mostrar u ocultar la vista previa' }).click();
  return page.frameLocator('#preview-pane');
}

/** A product's card in the preview: its heading, as the page draws it. */
const card = (preview: FrameLocator, name: string) => preview.getByRole('heading', { level: 3, name, exact: true });

/** Opens the list item that shows `name` in the form. */
async function openItem(page: Page, name: string) {
  const summary = page.getByText(name, { exact: true }).first();
  await summary.locator('xpath=preceding-sibling::div[1]//button[1]').click();
  return summary.locator('xpath=..');
}

test("the products page in the preview, with the site's styles, following the product's name as it is typed", async ({
  page,
}) => {
  const [first] = products('es');
  const preview = await openEntry(page, '/collections/paginas/entries/products');
  await expect(card(preview, first!.name)).toBeVisible();
  // The site's own stylesheet, not the browser's: the cards' grid and the page's font.
  const grid = preview.locator('ul', { has: card(preview, first!.name) });
  expect(await grid.evaluate((list) => getComputedStyle(list).display)).toBe('grid');

  const typed = 'Interruptor de vista previa';
  const item = await openItem(page, first!.name);
  await item.getByLabel('Nombre').fill(typed);
  await expect(card(preview, typed)).toBeVisible();
  await expect(card(preview, first!.name)).toBeHidden();
  // Links are inert: a click on the card's chat button leaves the editor where it is.
  await preview.getByRole('link').first().click({ force: true });
  await expect(page).toHaveURL(/#\/collections\/paginas\/entries\/products$/);
  if (shots) {
    mkdirSync(shots, { recursive: true });
    await card(preview, typed).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'preview-es.png') });
  }
  // Nothing was saved.
  expect(products('es')[0]!.name).toBe(first!.name);
});

test('in English, the preview is the English page, and follows the English pane', async ({ page }) => {
  const [first] = products('en');
  const preview = await openEntry(page, '/collections/paginas/entries/products');
  await page.getByRole('button', { name: 'Escribiendo en ES' }).click();
  await page.getByRole('menuitem', { name: 'EN' }).click();
  await expect(card(preview, first!.name)).toBeVisible();
  const typed = 'Preview touch switch';
  const item = await openItem(page, first!.name);
  await item.getByLabel('Nombre').fill(typed);
  await expect(card(preview, typed)).toBeVisible();
  await card(preview, typed).scrollIntoViewIfNeeded();
  if (shots) await page.screenshot({ path: path.join(shots, 'preview-en.png') });
});

test('a photo uploaded and not yet saved shows in the preview at once', async ({ page }, testInfo) => {
  const uploaded = path.join(process.env.CMS_TEST_ROOT!, 'content', 'fotos', 'productos', 'vista-previa.jpg');
  try {
    const photo = testInfo.outputPath('vista-previa.jpg');
    await phonePhoto(photo, { width: 1200, height: 900 });
    const [first] = products('es');
    const preview = await openEntry(page, '/collections/paginas/entries/products');
    const picture = preview
      .locator('article', { has: card(preview, first!.name) })
      .locator('img')
      .first();
    const before = await picture.getAttribute('src');
    const item = await openItem(page, first!.name);
    await item.getByRole('button', { name: /^Elige una imagen/ }).click();
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.getByRole('button', { name: 'Confirmar selección' }).click();
    // The card draws the new file from the editor's own copy, before the entry is saved.
    await expect(picture).not.toHaveAttribute('src', before!);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(products('es')[0]!).toEqual(first);
  } finally {
    rmSync(uploaded, { force: true });
  }
});
