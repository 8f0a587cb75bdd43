// Writes styles/_fallback-fonts.scss: the metric-matched stand-ins for Manrope, one font family per platform
// sans-serif, that draw the text until the web font arrives (after the first paint; see
// tooling/build/paint-first.ts). Each is the platform's own font scaled, per weight band, so that the site's copy
// takes the width Manrope gives it: when Manrope swaps in, lines break where they broke and nothing moves.
// The widths are measured in Chromium on the visible text of the exported pages, with each platform font
// taken from its Debian package (Liberation Sans has Arial's and Arimo's widths).
// Usage: npm run build && npm run fonts:fallback   (again when the copy or the font changes much; the output
// is committed, since the machines that build the site need not have these fonts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import * as prettier from 'prettier';

import { exportedPages } from '../export/pages.ts';
import browser from '../servers/chromium.json' with { type: 'json' };

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'out');
const manropeFile = path.join(root, 'styles/fonts/manrope.woff2');
const scssFile = path.join(root, 'styles/_fallback-fonts.scss');

type Face = 'regular' | 'bold';
interface Platform {
  family: string;
  debianPackage: string;
  files: Record<Face, string>;
  local: Record<Face, string[]>;
}
interface Band {
  range: string;
  weight: number;
}
interface Measurement extends Band {
  family: string;
  face: string;
  characters: number;
  sizeAdjust: number;
}

/**
 * The stand-ins, in the order the font stack tries them: Arial (Windows, macOS, iOS) or its metric twins,
 * Roboto (Android, ChromeOS), DejaVu Sans (Linux without Liberation). `local` lists the names a system knows
 * the regular and the bold face by; `files` are the faces in `debianPackage` measured in their place.
 */
const platforms: Platform[] = [
  {
    family: 'Manrope Fallback',
    debianPackage: 'fonts-liberation2',
    files: { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf' },
    local: {
      regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
      bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'],
    },
  },
  {
    family: 'Manrope Fallback Roboto',
    debianPackage: 'fonts-roboto-unhinted',
    files: { regular: 'Roboto-Regular.ttf', bold: 'Roboto-Bold.ttf' },
    local: { regular: ['Roboto', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold'] },
  },
  {
    family: 'Manrope Fallback DejaVu',
    debianPackage: 'fonts-dejavu-core',
    files: { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' },
    local: { regular: ['DejaVu Sans', 'DejaVuSans'], bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
  },
];

/**
 * Weight bands, each measured at the weight the styles use in it (400 body, 500, 600, 700 headings, 750, 800);
 * up to 550 the platform's regular face stands in, from 551 its bold.
 */
const bands: Band[] = [
  { range: '100 450', weight: 400 },
  { range: '451 550', weight: 500 },
  { range: '551 650', weight: 600 },
  { range: '651 725', weight: 700 },
  { range: '726 775', weight: 750 },
  { range: '776 900', weight: 800 },
];
const faceFor = (weight: number): Face => (weight <= 550 ? 'regular' : 'bold');

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

/**
 * What a visitor reads on every exported page, per weight band: each text as the page draws it (in capitals
 * where the styles say so) under the band of its computed weight. Pages are read without scripting, so every
 * text is in the document.
 */
/** The documents whose text is measured: every page of both languages and their error pages (not an alias's document). */
const exportedPageFiles = (dir: string): string[] =>
  exportedPages(dir)
    .filter(({ kind }) => kind === 'page' || kind === 'error')
    .map(({ file }) => file);

async function siteTextByBand(page: Page): Promise<Record<string, string>> {
  const pages = exportedPageFiles(out);
  if (!pages.length) throw new Error('No hay páginas en out/: ejecute primero `npm run build`.');
  await page.route('http://sitio.local/**', (route) => {
    const file = path.join(out, decodeURIComponent(new URL(route.request().url()).pathname));
    try {
      route.fulfill({ body: readFileSync(file), contentType: contentTypes[path.extname(file)] ?? 'text/plain' });
    } catch {
      route.fulfill({ status: 404, body: '' });
    }
  });
  const texts: Record<string, string[]> = Object.fromEntries(bands.map((band) => [band.range, []]));
  for (const file of pages) {
    await page.goto(`http://sitio.local/${encodeURIComponent(file)}`);
    // The functions given to page.evaluate run in the page as their source text: no named inner functions,
    // which tsx (esbuild) would wrap in a helper the page does not have.
    const runs = await page.evaluate(() => {
      const found: { weight: number; text: string }[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (!parent || !text || ['SCRIPT', 'STYLE', 'TITLE'].includes(parent.tagName)) continue;
        const style = getComputedStyle(parent);
        const shown =
          style.textTransform === 'uppercase'
            ? text.toLocaleUpperCase('es')
            : style.textTransform === 'lowercase'
              ? text.toLocaleLowerCase('es')
              : text;
        found.push({ weight: Number(style.fontWeight), text: shown });
      }
      return found;
    });
    for (const run of runs) {
      const band =
        bands.find((candidate) => run.weight <= Number(candidate.range.split(' ')[1])) ?? bands[bands.length - 1];
      texts[band.range].push(run.text);
    }
  }
  // A band no visible text uses yet (a state only scripts reach) is measured on all the text.
  const all = Object.values(texts).flat().join(' ');
  return Object.fromEntries(Object.entries(texts).map(([range, list]) => [range, list.join(' ') || all]));
}

/** Every platform's faces, as files unpacked from its Debian package (no root needed) into `dir`. */
function unpackFaces(dir: string): Record<string, string> {
  const faces: Record<string, string> = {};
  for (const platform of platforms) {
    execFileSync('apt-get', ['download', platform.debianPackage], { cwd: dir, stdio: 'ignore' });
    const deb = readdirSync(dir).find((file) => file.startsWith(`${platform.debianPackage}_`));
    if (!deb) throw new Error(`apt-get download ${platform.debianPackage} no dejó el paquete.`);
    execFileSync('dpkg-deb', ['-x', deb, 'root'], { cwd: dir });
    const files = readdirSync(path.join(dir, 'root'), { recursive: true, encoding: 'utf8' });
    for (const [face, name] of Object.entries(platform.files)) {
      const file = files.find((candidate) => path.basename(candidate) === name);
      if (!file) throw new Error(`${platform.debianPackage} no trae ${name}.`);
      faces[`${platform.family} ${face}`] = readFileSync(path.join(dir, 'root', file)).toString('base64');
    }
  }
  return faces;
}

/** Manrope's width over each stand-in's width, per platform and band, as size-adjust percentages. */
async function measure(
  page: Page,
  texts: Record<string, string>,
  platformFaces: Record<string, string>,
): Promise<Measurement[]> {
  await page.goto('about:blank');
  const faces = { Manrope: readFileSync(manropeFile).toString('base64'), ...platformFaces };
  const request = platforms.flatMap((platform) =>
    bands.map((band) => ({
      family: platform.family,
      range: band.range,
      weight: band.weight,
      face: `${platform.family} ${faceFor(band.weight)}`,
    })),
  );
  return page.evaluate(
    async ({ faces, texts, request }) => {
      for (const [name, base64] of Object.entries(faces)) {
        const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const face = new FontFace(name, data, name === 'Manrope' ? { weight: '400 800' } : {});
        document.fonts.add(await face.load());
      }
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('Chromium no dio un contexto 2D de canvas.');
      return request.map((item) => {
        const text = texts[item.range];
        context.font = `${item.weight} 100px Manrope`;
        const manropeWidth = context.measureText(text).width;
        context.font = `100px "${item.face}"`;
        const standInWidth = context.measureText(text).width;
        return { ...item, characters: text.length, sizeAdjust: (100 * manropeWidth) / standInWidth };
      });
    },
    { faces, texts, request },
  );
}

function scss(results: Measurement[]): string {
  const quote = (name: string) => `'${name}'`;
  const lines = [
    '// Generated by `npm run fonts:fallback` (tooling/assets/fallback-fonts.mts): do not edit by hand.',
    "// Manrope's stand-ins, in the order the font stack tries them. For each: the local faces it uses, and per",
    "// weight band which face and the size-adjust that gives the exported pages' text Manrope's width.",
    '$manrope-fallbacks: (',
  ];
  for (const platform of platforms) {
    lines.push(`  ${quote(platform.family)}: (`, '    local: (');
    for (const [face, names] of Object.entries(platform.local)) {
      lines.push(`      ${face}: (${names.map((name) => `local(${quote(name)})`).join(', ')}),`);
    }
    lines.push('    ),', '    bands: (');
    for (const band of results.filter((result) => result.family === platform.family)) {
      lines.push(`      '${band.range}': (${faceFor(band.weight)}, ${band.sizeAdjust.toFixed(1)}%),`);
    }
    lines.push('    ),', '  ),');
  }
  lines.push(');', '');
  return lines.join('\n');
}

const temp = mkdtempSync(path.join(os.tmpdir(), 'fuentes-'));
const instance = await chromium.launch({ executablePath: browser.defaultPath, args: browser.args });
try {
  const context = await instance.newContext({ javaScriptEnabled: false });
  const texts = await siteTextByBand(await context.newPage());
  const results = await measure(await instance.newPage(), texts, unpackFaces(temp));
  const formatted = await prettier.format(scss(results), {
    ...(await prettier.resolveConfig(scssFile)),
    filepath: scssFile,
  });
  writeFileSync(scssFile, formatted);
  for (const result of results) {
    console.log(
      `${result.family.padEnd(24)} ${result.range.padEnd(8)} ${result.sizeAdjust.toFixed(1).padStart(5)} %` +
        `  (${result.characters} caracteres)`,
    );
  }
  console.log(`→ ${path.relative(root, scssFile)}`);
} finally {
  await instance.close();
  rmSync(temp, { recursive: true, force: true });
}
