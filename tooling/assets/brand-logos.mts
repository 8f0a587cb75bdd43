// `npm run brands`: public/brands/<slug>.svg for every brand's `logo: <slug>` in content/brands.yaml (both
// languages), from the simple-icons package; SVGs no brand names any more are removed.
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as icons from 'simple-icons';

import { content } from '../../lib/content.ts';
import { LOCALES } from '../../lib/i18n.ts';

const outDir = join(resolve(import.meta.dirname, '../..'), 'public', 'brands');
// Logos whose brand colour is too light to be seen on a white tile are drawn in navy-900.
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

const slugs = [...new Set(LOCALES.flatMap((locale) => content(locale).brands.brands.flatMap((b) => b.logo ?? [])))];
if (slugs.length === 0) {
  console.error('brand-logos: no brand with a "logo" in content/brands.yaml');
  process.exit(1);
}
const bySlug = new Map(Object.values(icons).map((icon) => [icon.slug, icon]));
const missing = slugs.filter((slug) => !bySlug.has(slug));
if (missing.length > 0) {
  console.error(
    `brand-logos: simple-icons has no icon for slug(s): ${missing.join(', ')}.\n` +
      'Fix the slug in content/brands.yaml or remove the `logo` field to show a typographic tile.',
  );
  process.exit(1);
}

mkdirSync(outDir, { recursive: true });
for (const slug of slugs) {
  const icon = bySlug.get(slug)!;
  const hex = /^[0-9a-f]{6}$/i.test(icon.hex) && luminance(icon.hex) <= MAX_LUMINANCE ? icon.hex : FALLBACK_HEX;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="#${hex.toLowerCase()}">` +
    `<path d="${icon.path}"/></svg>\n`;
  writeFileSync(join(outDir, `${slug}.svg`), svg);
}
const stale = readdirSync(outDir).filter((file) => file.endsWith('.svg') && !slugs.includes(file.slice(0, -4)));
for (const file of stale) unlinkSync(join(outDir, file));
console.log(
  `brand-logos: wrote ${slugs.length} file(s) to public/brands/${stale.length ? `, removed ${stale.length} stale file(s)` : ''}.`,
);
