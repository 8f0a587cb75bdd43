import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { parse, stringify } from 'yaml';

import { readMaster } from '../../content/schema/photo';
import { PHOTO_FOLDER, variantUrl, variantWidths } from '../../lib/photos';
import { expect, layOutWholePage, scrollThrough, test } from '../e2e/fixtures';
import { scenePhoto } from '../unit/fixtures/photos';
import { editorLog } from './decapServer';

// Every layout that takes a picture, with photos in it: landscape and portrait masters as the CMS writes them,
// on the development server of `npm run editar` (after the other CMS specs, on the same copy). At 390, 768 and
// 1440 px: each photo is cropped to its slot without moving the page, the browser picks from its srcset the
// narrowest variant that is sharp at the screen's density (so `sizes` says what the layout does), only the
// opening photo loads at once, and a blurred placeholder fills the slot meanwhile.
// PHOTO_SHOTS=<folder> also keeps a full-page screenshot of each page at 390 and 1440 px.
test.describe.configure({ mode: 'serial' });
test.use({ reducedMotion: 'reduce' });

const root = path.resolve(__dirname, '../..');
const copy = process.env.CMS_TEST_ROOT!;
const shots = process.env.PHOTO_SHOTS;
const drawing = (name: string) => path.join(root, 'public', 'illustrations', name);

/** Each master: where it goes, its drawing, its size as seen upright. */
const MASTERS = {
  'inicio-cabecera': ['inicio-hero.svg', 2000, 1500],
  'nosotros-cabecera': ['services/automatizacion-hero.svg', 1200, 1800],
  'redes-cabecera': ['services/redes-hero.svg', 1250, 1875],
  'productos-1': ['catalogo/hub.svg', 1280, 800],
  'productos-2': ['catalogo/smart-lock.svg', 1080, 1620],
  'catalogo-1': ['catalogo/dome-camera.svg', 1280, 800],
  'catalogo-2': ['catalogo/bullet-camera.svg', 1080, 1620],
  'tema-1': ['catalogo/building-control.svg', 1600, 1000],
  'tema-2': ['catalogo/access-panel.svg', 1080, 1620],
  'galeria-1': ['services/redes-1.svg', 1280, 800],
  'galeria-2': ['services/redes-2.svg', 1080, 1620],
} as const satisfies Record<string, [string, number, number]>;
type Master = keyof typeof MASTERS;
const src = (master: Master) => `${PHOTO_FOLDER}/pruebas/${master}.jpg`;

/** Where each data file shows which master (Spanish part; the English one shares the picture). */
const PLACES: [file: string, at: (string | number)[], master: Master, focus?: string][] = [
  ['content/home.yaml', ['hero', 'image'], 'inicio-cabecera'],
  ['content/about.yaml', ['hero', 'image'], 'nosotros-cabecera', 'arriba'],
  ['content/solutions/networking.yaml', ['heroImage'], 'redes-cabecera'],
  ['content/solutions/networking.yaml', ['gallery', 'items', 0, 'image'], 'galeria-1'],
  ['content/solutions/networking.yaml', ['gallery', 'items', 1, 'image'], 'galeria-2'],
  ['content/products.yaml', ['products', 0, 'image'], 'productos-1'],
  ['content/products.yaml', ['products', 1, 'image'], 'productos-2', 'arriba'],
  ['content/catalogue.yaml', ['categories', 0, 'subcategories', 0, 'items', 0, 'image'], 'catalogo-1'],
  ['content/catalogue.yaml', ['categories', 0, 'subcategories', 0, 'items', 1, 'image'], 'catalogo-2'],
  ['content/topics.yaml', ['topics', 0, 'image'], 'tema-1'],
  ['content/topics.yaml', ['topics', 1, 'image'], 'tema-2'],
];

/** The routes and how many photos each shows (the home page also shows networking's hero in its rows). */
const ROUTES: [string, number][] = [
  ['/', 2],
  ['/Nosotros', 1],
  ['/RedesNetworking', 3],
  ['/Productos', 2],
  ['/Servicios', 4],
];

const originals = new Map<string, string>();

/** Every variant of every test master is in public/fotos/ (`npm run editar` makes them after the save). */
function variantsReady(): boolean {
  return Object.keys(MASTERS).every((master) => {
    const { key, width } = readMaster(path.join(copy, 'content', src(master as Master)));
    return variantWidths(width!).every((w) =>
      existsSync(path.join(root, 'public', variantUrl(src(master as Master), key, w, 'avif'))),
    );
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dir = path.join(copy, 'content', PHOTO_FOLDER, 'pruebas');
  mkdirSync(dir, { recursive: true });
  for (const [master, [svg, width, height]] of Object.entries(MASTERS)) {
    // Made elsewhere and moved in whole, as a saved upload arrives: the editor never reads half a file.
    const made = path.join(test.info().outputDir, `${master}.jpg`);
    mkdirSync(path.dirname(made), { recursive: true });
    await scenePhoto(made, drawing(svg), width, height);
    copyFileSync(made, path.join(dir, `${master}.jpg.parcial`));
    renameSync(path.join(dir, `${master}.jpg.parcial`), path.join(dir, `${master}.jpg`));
  }
  // Each file as the repository has it (the specs before leave the copy's lists at their largest), with the photos.
  const edited = new Map<string, ReturnType<typeof parse>>();
  for (const [file, at, master, focus] of PLACES) {
    const full = path.join(copy, file);
    if (!originals.has(full)) originals.set(full, readFileSync(full, 'utf8'));
    if (!edited.has(full)) edited.set(full, parse(readFileSync(path.join(root, file), 'utf8')));
    const image = at.reduce((node, key) => node[key], edited.get(full).es);
    image.src = src(master);
    if (focus) image.focus = focus;
  }
  for (const [full, data] of edited) writeFileSync(full, stringify(data));
  await untilEditor(variantsReady, 180_000, 'the variants of every test master in public/fotos/');
});

test.afterAll(async () => {
  // The masters go, then the data files are saved back; the editor removes the variants of the masters gone.
  rmSync(path.join(copy, 'content', PHOTO_FOLDER, 'pruebas'), { recursive: true, force: true });
  for (const [file, text] of originals) writeFileSync(file, text);
  await untilEditor(() => !existsSync(path.join(root, 'public', PHOTO_FOLDER, 'pruebas')), 60_000, 'no variant left');
});

/** Waits for what the editor makes after a save; if it never comes, the failure shows what the editor printed. */
async function untilEditor(done: () => boolean, timeout: number, what: string) {
  try {
    await expect.poll(done, { timeout }).toBe(true);
  } catch {
    throw new Error(`Not within ${timeout / 1000} s: ${what}. The editor's last lines:\n${editorLog(30)}`);
  }
}

/** What the page's photos are, as laid out and as loaded. */
async function photosOf(page: Page) {
  return page.locator('[data-encuadre] picture img:not([aria-hidden])').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => {
      const slot = img.closest('[data-encuadre]')!.getBoundingClientRect();
      const source = img.parentElement!.querySelector('source')!;
      return {
        alt: img.alt,
        loading: img.getAttribute('loading'),
        rendered: Math.round(img.getBoundingClientRect().width),
        slot: { width: slot.width, height: slot.height },
        currentSrc: img.currentSrc,
        naturalWidth: img.naturalWidth,
        candidates: source.srcset.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1])),
        placeholder: img.closest('[data-encuadre]')!.querySelector('img[aria-hidden="true"]')?.getAttribute('src'),
      };
    }),
  );
}

/** A fresh browser context per width: a variant cached at one width would stand in for the choice at another. */
async function openAt(browser: Browser, route: string, width: number, scale: number) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    deviceScaleFactor: scale,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(route);
  return { page, context };
}

for (const [route, count] of ROUTES) {
  test(`${route}: each photo fills its slot, sharp and no larger than the screen needs, without moving the page`, async ({
    browser,
  }) => {
    // Three fresh loads and scrolls of a page on the development server.
    test.setTimeout(180_000);
    for (const [width, scale] of [
      [390, 2],
      [768, 2],
      [1440, 1],
    ] as const) {
      await test.step(`${width} px at ×${scale}`, async () => {
        const { page, context } = await openAt(browser, route, width, scale);
        // Every band laid out, so that each slot can be measured before its photo arrives (a band off the screen
        // is skipped: content-visibility: auto).
        await layOutWholePage(page);
        const before = await photosOf(page);
        expect(before).toHaveLength(count);
        // Only the page's opening photo loads at once; each shows a blurred placeholder until it arrives.
        expect(before.filter((photo) => photo.loading === null).length).toBeLessThanOrEqual(1);
        for (const photo of before) expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
        await scrollThrough(page);
        await expect
          .poll(async () => (await photosOf(page)).every((photo) => photo.naturalWidth > 0), { timeout: 30_000 })
          .toBe(true);
        const after = await photosOf(page);
        for (const photo of after) {
          const label = `${photo.alt.slice(0, 40)}… at ${width} px`;
          // The slot keeps the layout's proportions (the drawings' 16:10, the home page's 4:3) whatever the photo's.
          expect([1.6, 1.33], label).toContain(Math.round((photo.slot.width / photo.slot.height) * 100) / 100);
          expect(photo.currentSrc, label).toMatch(/-\d+\.avif$/);
          const chosen = Number(/-(\d+)\.avif$/.exec(photo.currentSrc)![1]);
          const needed = photo.rendered * scale;
          const fitting = photo.candidates.filter((w) => w >= needed * 0.97);
          const expected = fitting.length > 0 ? Math.min(...fitting) : Math.max(...photo.candidates);
          expect(chosen, `${label}: ${photo.rendered} px wide at ×${scale}, from ${photo.candidates.join(', ')}`).toBe(
            expected,
          );
        }
        // The slot had its size before the photo arrived: nothing moves when it does (the page-wide figure, web
        // font included, is the export's budget test).
        expect(after.map((photo) => photo.slot)).toEqual(before.map((photo) => photo.slot));
        expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
        if (shots && width !== 768) {
          await page.screenshot({
            path: path.join(shots, `${route.slice(1) || 'inicio'}-${width}.png`),
            fullPage: true,
          });
        }
        await context.close();
      });
    }
  });
}
