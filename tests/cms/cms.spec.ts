import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import * as prettier from 'prettier';
import sharp from 'sharp';
import { parse } from 'yaml';

import { MASTER_LONG_SIDE } from '../../lib/photos';
import { expect, test } from '../e2e/fixtures';
import { heicPhoto, personalTags, phonePhoto, QUADRANTS, quadrantsOf } from '../unit/fixtures/photos';
import { editorLog, ended, signIn as signInThrough } from './decapServer';

// The CMS at /admin as the staff use it, against `npm run editar` on a temporary copy of the content
// (playwright.cms.config.ts): what they save lands in the data files, passes every check of `npm test` and
// shows on the page; what the check refuses is refused in the form or reported in the terminal.
test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '../..');
const copy = process.env.CMS_TEST_ROOT!;
const apiPort = process.env.CMS_TEST_API_PORT!;
const productsFile = path.join(copy, 'content', 'products.yaml');
const run = promisify(execFile);

/** The products data file of the copy, as text, and the list of products of each language. */
const productsText = () => readFileSync(productsFile, 'utf8');
type Product = { name: string; description: string; image: { src?: string; alt: string } };
const products = (language: 'es' | 'en' = 'es') => parse(productsText())[language].products as Product[];

const signIn = (page: Page, hash: string) => signInThrough(page, hash, apiPort);

// The CMS loads its media list and checks its backend in the background: each test ends once that is done. The
// routes stay until the page closes: on a slow machine the media list was requested after the network had been
// idle, and with the route already gone it failed ("Failed to fetch", a console error).
// A request still in flight when the test's context closes (its fetched response disposed before the page is
// closed) was cut short by the end of the test, not refused.
test.afterEach(async ({ page }) => {
  await page.waitForLoadState('networkidle');
  ended.add(page);
});

/** The editor's pane of one language: Spanish on the left, English on the right (Decap's i18n). */
const pane = (page: Page, language: 'es' | 'en') =>
  page.locator('.Pane').filter({ has: page.getByText(`Escribiendo en ${language.toUpperCase()}`, { exact: true }) });

/** Adds a product in one language's pane and writes its name and description; returns the new item. */
async function addProduct(page: Page, language: 'es' | 'en', name: string, description: string) {
  await pane(page, language).getByRole('button', { name: 'Agregar producto' }).click();
  const item = pane(page, language).locator('[class*="SortableListItem"]').last();
  await item.getByLabel('Nombre').fill(name);
  await item.getByLabel('Descripción').fill(description);
  return item;
}

/** Opens the list item that shows `name`, in whichever pane lists it. */
async function openItem(page: Page, name: string) {
  const summary = page.getByText(name, { exact: true }).first();
  await summary.locator('xpath=preceding-sibling::div[1]//button[1]').click();
  return summary.locator('xpath=..');
}

/** Opens the products' data file in the CMS and the list item that shows `name`. */
async function openProduct(page: Page, name: string) {
  await signIn(page, '/collections/paginas/entries/products');
  return openItem(page, name);
}

/** «Publicar» → «Publicar ahora», and the CMS's confirmation. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByText('Publicar ahora').click();
}

/** What `npm test` says of the copy: the content check and the formatter, as if its files were the project's. */
async function passesEveryCheck() {
  const check = await run(path.join(root, 'node_modules', '.bin', 'tsx'), ['content/check/run.ts'], {
    cwd: root,
    env: { ...process.env, CONTENT_ROOT: copy },
  }).catch((error: { stdout: string; stderr: string }) => error);
  expect(check.stderr.replace(/npm warn.*\n/g, '')).toBe('');
  expect(check.stdout).toBe('Contenido correcto\n');
  for (const name of ['products.yaml']) {
    const inProject = path.join(root, 'content', name);
    const options = { ...(await prettier.resolveConfig(inProject)), filepath: inProject };
    expect(await prettier.check(readFileSync(path.join(copy, 'content', name), 'utf8'), options), name).toBe(true);
  }
}

test('/admin: the editor in Spanish, out of search engines, with its own security policy', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/admin')).text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  const policy = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)![1]!;
  expect(policy).toContain("script-src 'self' 'unsafe-eval'");
  expect(policy).toContain("connect-src 'self' blob: http://127.0.0.1:8081");

  await signIn(page, '/');
  const collections = page.getByRole('complementary').filter({ hasText: 'Colecciones' });
  await expect(collections.getByRole('link')).toHaveText([
    'Empresa y contacto',
    'Páginas',
    'Menús y buscadores',
    'Páginas de solución',
  ]);
});

test("changing a product's description in both languages: the file keeps each text exactly and each page shows it", async ({
  page,
}) => {
  const text =
    'Interruptor táctil de vidrio templado, de uno a cuatro canales: se controla desde la pared, el celular o por voz. «Escenas» & horarios #1.';
  const english =
    'A tempered-glass touch switch with one to four channels, controlled from the wall, your phone or by voice. “Scenes” & schedules #1.';
  const item = await openProduct(page, 'Interruptor inteligente táctil');
  await item.getByLabel('Descripción').fill(text);
  const twin = await openItem(page, 'Smart touch switch');
  await twin.getByLabel('Descripción').fill(english);
  await publish(page);
  await expect(page.getByText('Entrada guardada')).toBeVisible();

  await expect.poll(() => products()[0]!.description).toBe(text);
  expect(products('en')[0]!.description).toBe(english);
  expect(products()).toHaveLength(6);
  await passesEveryCheck();
  await page.goto('/Productos');
  await expect(page.getByRole('article', { name: 'Interruptor inteligente táctil' })).toContainText(text);
  await page.goto('/en/smart-home-products');
  await expect(page.getByRole('article', { name: 'Smart touch switch' })).toContainText(english);
});

const mastersOf = (folder: string) => {
  const dir = path.join(copy, 'content', 'fotos', folder);
  return existsSync(dir) ? readdirSync(dir) : [];
};

test('adding a product with a photo straight from a phone: the repository gets an upright master without its location, and the page its variants', async ({
  page,
}, testInfo) => {
  // 12 MP as a phone saves it: 4032 × 3024 sensor pixels, held upright (orientation 6), with GPS and camera data.
  const photo = testInfo.outputPath('timbre-video.jpg');
  await phonePhoto(photo, { width: 3024, height: 4032, orientation: 6, gps: true });
  expect(personalTags(photo)).toMatchObject({ 'GPS:GPSLatitude': 2.8974, 'IFD0:Make': 'Samsung' });
  await signIn(page, '/collections/paginas/entries/products');
  // The image is the same in both languages: it is chosen in the Spanish pane; the texts in each.
  const item = await addProduct(
    page,
    'es',
    'Timbre con cámara',
    'Timbre inalámbrico con cámara, audio en dos vías y aviso en el celular cuando alguien llama a su puerta, también fuera de casa.',
  );
  await item.getByRole('button', { name: 'Elige una imagen' }).click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByRole('button', { name: 'Confirmar selección' }).click();
  await item
    .getByLabel('Texto alternativo')
    .fill('Timbre con cámara junto a una puerta, con el botón iluminado y la lente en la parte superior.');
  const twin = await addProduct(
    page,
    'en',
    'Video doorbell',
    'A wireless doorbell with a camera and two-way audio that alerts your phone when someone rings, even when you are away from home.',
  );
  await twin
    .getByLabel('Texto alternativo')
    .fill('Video doorbell beside a front door, with its button lit and the camera lens at the top.');
  await publish(page);
  await expect(page.getByText('Entrada guardada')).toBeVisible();

  await expect.poll(() => products().length).toBe(7);
  expect(products()[6]).toMatchObject({
    name: 'Timbre con cámara',
    image: { src: 'fotos/productos/timbre-video.jpg' },
  });
  expect(products('en')[6]).toEqual({
    name: 'Video doorbell',
    description: expect.stringContaining('wireless doorbell'),
    image: { alt: expect.stringContaining('front door') },
  });
  // The master: upright, its longest side capped, nothing but pixels; the phone's original is not kept.
  const master = path.join(copy, 'content', 'fotos', 'productos', 'timbre-video.jpg');
  expect(mastersOf('productos')).toEqual(['timbre-video.jpg']);
  const { width, height, format } = await sharp(master).metadata();
  expect({ width, height, format }).toEqual({ width: 1920, height: MASTER_LONG_SIDE, format: 'jpeg' });
  expect(await quadrantsOf(master)).toEqual([...QUADRANTS]);
  expect(personalTags(master)).toEqual({});
  expect(statSync(master).size).toBeLessThan(statSync(photo).size / 2);
  await passesEveryCheck();

  // The page shows the build's variants of it (npm run editar makes them after the save).
  await expect(async () => {
    await page.goto('/Productos');
    const picture = page.getByRole('article', { name: 'Timbre con cámara' }).getByRole('img');
    await expect(picture).toHaveAttribute('width', '1920');
    await picture.scrollIntoViewIfNeeded();
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/fotos\/productos\/timbre-video-[0-9a-f]{10}-\d+\.avif$/,
    );
  }).toPass({ timeout: 60_000 });
  await page.goto('/en/smart-home-products');
  await expect(page.getByRole('article').last()).toHaveAccessibleName('Video doorbell');
});

test('a HEIC photo is refused with what to do, and nothing is saved', async ({ page }, testInfo) => {
  const photo = testInfo.outputPath('IMG_2041.HEIC');
  await heicPhoto(photo);
  const before = productsText();
  const item = await openProduct(page, 'Termostato inteligente');
  await item.getByRole('button', { name: 'Elige una imagen' }).click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  const dialog = page.getByRole('dialog', { name: 'No se guardó la imagen' });
  await expect(dialog).toContainText('«IMG_2041.HEIC» es una foto HEIC, el formato del iPhone');
  await expect(dialog).toContainText('«Más compatible»');
  await expect(dialog).toContainText('compártala primero por WhatsApp');
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await expect(dialog).toHaveCount(0);
  expect(mastersOf('productos').filter((name) => /IMG_2041/i.test(name))).toEqual([]);
  expect(productsText()).toBe(before);
});

test('the media page outside the entries cleans an upload the same way', async ({ page }, testInfo) => {
  const photo = testInfo.outputPath('obra-terminada.jpg');
  await phonePhoto(photo, { width: 1600, height: 1200, gps: true });
  await signIn(page, '/');
  await page.getByRole('button', { name: 'Medios' }).click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  const master = path.join(copy, 'content', 'fotos', 'subidas', 'obra-terminada.jpg');
  await expect.poll(() => existsSync(master)).toBe(true);
  expect(personalTags(master)).toEqual({});
  expect(await quadrantsOf(master)).toEqual([...QUADRANTS]);
});

test('an empty required field and a title that is too long are refused in the form, in Spanish', async ({
  page,
  guards,
}) => {
  const before = productsText();
  const item = await openProduct(page, 'Cerradura inteligente con huella');
  await item.getByLabel('Nombre').fill('');
  await pane(page, 'es')
    .getByLabel('Título de la pestaña')
    .fill('Productos de domótica para su hogar en Cuenca: cerraduras, sensores y cortinas');
  await publish(page);

  await expect(page.getByText('Nombre es obligatorio.')).toBeVisible();
  await expect(page.getByText('tiene 78 caracteres; el título de la pestaña debe tener entre 10 y 70.')).toBeVisible();
  await expect(page.getByText('Oops, no ha rellenado un campo obligatorio.', { exact: false })).toBeVisible();
  expect(productsText()).toBe(before);
  // Decap logs the refused save as an empty console error ("undefined"): expected here, and nothing else.
  expect(guards.errors.filter((error) => error !== 'undefined')).toEqual([]);
  guards.errors.length = 0;
});

test('what the form cannot see (a repeated name) is saved and the terminal explains it', async ({ page }) => {
  const before = productsText();
  const item = await openProduct(page, 'Termostato inteligente');
  await item.getByLabel('Nombre').fill('Interruptor inteligente táctil');
  await publish(page);
  await expect(page.getByText('Entrada guardada')).toBeVisible();

  await expect
    .poll(() => editorLog())
    .toContain(
      '- content/products.yaml › es.products[2].name: repite el nombre del elemento [0] («Interruptor inteligente táctil»).',
    );
  // Put back, as the staff would after reading the terminal.
  writeFileSync(productsFile, before);
  await expect.poll(() => editorLog(1)).toMatch(/Guardado content\/products\.yaml: contenido correcto\.$/);
});
