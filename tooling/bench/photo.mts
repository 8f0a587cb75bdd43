// npm run bench:photo: /Productos with a 12-MP phone photo in its first card, against the same page with its
// drawing (out/, from a finished `npm run build`). Builds the photo's export from a copy of the content, puts
// out/ back, prints what a phone (390 px at DPR 2) and a desktop (1440 px) download for the photo, then runs
// `npm run bench` on /Productos with the photo's export beside it.
//   npm run bench:photo [-- --runs N]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';

import { MASTER_LONG_SIDE, MASTER_QUALITY, PHOTO_PREFIX } from '../../lib/photos.ts';
import { browserPath } from '../servers/browsers.ts';
import { freePorts } from '../servers/free-ports.mts';
import { waitForServer } from '../servers/wait-for-server.mts';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'out');
const runs = process.argv.includes('--runs') ? process.argv[process.argv.indexOf('--runs') + 1]! : '3';
if (!existsSync(path.join(out, 'Productos.html'))) {
  console.error('bench:photo needs a finished `npm run build` (out/Productos.html).');
  process.exit(2);
}

const work = mkdtempSync(path.join(os.tmpdir(), 'bench-photo-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
const copy = path.join(work, 'content-root');
for (const folder of ['content', 'public'])
  cpSync(path.join(root, folder), path.join(copy, folder), { recursive: true });

// The phone's file: 4032 × 3024, a scene with a sensor's grain; then the master as the CMS writes it (upright,
// longest side capped, JPEG at its quality, no metadata).
const src = `${PHOTO_PREFIX}productos/interruptor-instalado.jpg`;
const scene = await sharp(path.join(root, 'public/illustrations/catalogo/smart-switch.svg'), { density: 500 })
  .resize(4032, 3024, { fit: 'cover' })
  .blur(2)
  .toBuffer();
const grain = await sharp({
  create: {
    width: 4032,
    height: 3024,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .png()
  .toBuffer();
const phone = await sharp(scene)
  .composite([{ input: grain, blend: 'soft-light' }])
  .jpeg({ quality: 92 })
  .toBuffer();
mkdirSync(path.join(copy, 'content', path.dirname(src)), { recursive: true });
const master = await sharp(phone)
  .resize(MASTER_LONG_SIDE, MASTER_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
  .jpeg({ quality: Math.round(MASTER_QUALITY * 100) })
  .toBuffer();
writeFileSync(path.join(copy, 'content', src), master);
const productsFile = path.join(copy, 'content', 'products.yaml');
const products = parse(readFileSync(productsFile, 'utf8'));
products.es.products[0].image.src = src;
writeFileSync(productsFile, stringify(products));
console.error(`Phone photo ${(phone.length / 1e6).toFixed(1)} MB → master ${(master.length / 1e3).toFixed(0)} KB.`);

// The photo's export, built as the site's is; then out/ as it was, and public/ for the real content.
const drawn = path.join(work, 'dibujo');
renameSync(out, drawn);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const build = spawnSync('npm', ['run', 'build'], { cwd: root, env: { ...env, CONTENT_ROOT: copy }, stdio: 'inherit' });
const photoOut = path.join(work, 'foto');
if (existsSync(out)) renameSync(out, photoOut);
renameSync(drawn, out);
for (const script of ['photos', 'images']) execFileSync('npm', ['run', '--silent', script], { cwd: root, env });
if (build.status !== 0) process.exit(1);

// What each screen downloads for the photo.
const [port] = await freePorts([3390]);
const serving = spawn(
  process.execPath,
  ['--import', 'tsx', 'tooling/servers/serve.mts', '--port', `${port}`, '--dir', photoOut],
  {
    cwd: root,
    stdio: 'ignore',
  },
);
process.on('exit', () => serving.kill());
await waitForServer(port!, { timeoutMs: 20_000, child: serving });
const browser = await chromium.launch({ executablePath: browserPath() });
console.log('\nThe photo of the first card on /Productos: what each screen downloads for it');
for (const [width, height, scale] of [
  [390, 844, 2],
  [1440, 900, 1],
] as const) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale });
  const page = await context.newPage();
  const photos: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.startsWith('/fotos/'))
      photos.push({ url: new URL(response.url()).pathname, bytes: (await response.body()).length });
  });
  await page.goto(`http://127.0.0.1:${port}/Productos`);
  const img = page.getByRole('article').first().getByRole('img');
  await img.scrollIntoViewIfNeeded();
  await img.evaluate((element: HTMLImageElement) => element.decode());
  await page.waitForLoadState('networkidle');
  const shown = await img.evaluate((element: HTMLImageElement) => Math.round(element.getBoundingClientRect().width));
  const total = photos.reduce((sum, photo) => sum + photo.bytes, 0);
  console.log(
    `  ${width} px at DPR ${scale}: ${(total / 1024).toFixed(1)} KB (${photos.map((p) => path.basename(p.url)).join(', ')}), shown ${shown} px wide`,
  );
  await context.close();
}
await browser.close();
serving.kill();

console.log('');
const bench = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'tooling/bench/bench.mts',
    '--runs',
    runs,
    '/Productos',
    '--compare',
    photoOut,
    '--label',
    'foto',
  ],
  { cwd: root, env, stdio: 'inherit' },
);
process.exit(bench.status ?? 1);
