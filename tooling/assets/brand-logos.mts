/**
 * Writes public/brands/<slug>.svg for every brand's `logo: <slug>` in content/brands.yaml (both languages),
 * from the simple-icons package, and removes stale SVGs that are no longer referenced.
 *
 * Usage: npm run brands
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as icons from 'simple-icons';
import type { SimpleIcon } from 'simple-icons';

import { content } from '../../lib/content.ts';
import { LOCALES } from '../../lib/i18n.ts';

const root = resolve(import.meta.dirname, '../..');
const brandsFile = join(root, 'content', 'brands.yaml');
const outDir = join(root, 'public', 'brands');

// Colour used for logos whose brand colour is too light to be seen on a white tile (navy-900).
const FALLBACK_HEX = '0b1f3a';
const MAX_LUMINANCE = 0.8;

/** WCAG relative luminance of a 6-digit hex colour (without '#'). */
function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const brands = LOCALES.flatMap((locale) => content(locale).brands.brands);
const slugs = [...new Set(brands.flatMap((brand) => (brand.logo ? [brand.logo] : [])))];
if (slugs.length === 0) {
  console.error(`brand-logos: no brand with a "logo" in ${brandsFile}`);
  process.exit(1);
}

const bySlug = new Map<string, SimpleIcon>(Object.values(icons).map((icon) => [icon.slug, icon]));

const missing = slugs.filter((slug) => !bySlug.has(slug));
if (missing.length > 0) {
  console.error(
    `brand-logos: simple-icons has no icon for slug(s): ${missing.join(', ')}.\n` +
      'Fix the slug in content/brands.yaml or remove the `logo` field to show a typographic tile.',
  );
  process.exit(1);
}

mkdirSync(outDir, { recursive: true });

let written = 0;
for (const slug of slugs) {
  const icon = bySlug.get(slug)!; // every slug was found above
  const hex = /^[0-9a-f]{6}$/i.test(icon.hex) && luminance(icon.hex) <= MAX_LUMINANCE ? icon.hex : FALLBACK_HEX;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="#${hex.toLowerCase()}">` +
    `<path d="${icon.path}"/></svg>\n`;
  writeFileSync(join(outDir, `${slug}.svg`), svg);
  written += 1;
}

let removed = 0;
const wanted = new Set(slugs.map((slug) => `${slug}.svg`));
for (const file of readdirSync(outDir)) {
  if (file.endsWith('.svg') && !wanted.has(file)) {
    unlinkSync(join(outDir, file));
    removed += 1;
  }
}

console.log(
  `brand-logos: wrote ${written} file(s) to public/brands/${removed ? `, removed ${removed} stale file(s)` : ''}.`,
);
