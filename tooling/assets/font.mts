// `npm run fonts` (part of `build` and `dev`; not committed): Manrope (variable) from Fontsource, cut down to the
// characters the site's sources can show and to the weights its styles use; app/fonts.ts loads it. A character
// outside it would be drawn in the fallback, which the export test catches.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { filesUnder } from '../export/pages.ts';

/** subset-font: CommonJS, no types of its own. */
type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2'; variationAxes: object },
) => Promise<Buffer>;
const subsetFont = createRequire(import.meta.url)('subset-font') as SubsetFont;

const root = path.resolve(import.meta.dirname, '../..');
const source = path.join(root, 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2');
const subsetFile = path.join(root, 'styles/fonts/manrope.woff2');
/** The characters the file holds, for the export test. */
const charactersFile = path.join(root, 'styles/fonts/manrope.json');
/** Where visible text comes from: the content (or the copy CONTENT_ROOT names), and the few labels written in code. */
const textSources = [path.join(path.resolve(process.env.CONTENT_ROOT || root), 'content')].concat(
  ['app', 'components', 'lib'].map((dir) => path.join(root, dir)),
);

// Printable ASCII, every character of the sources, and the other case of each letter: eyebrows and buttons are
// set in capitals by CSS, so "Señalización" also needs Ñ and Ó.
const characters = new Set<string>();
for (let code = 0x20; code < 0x7f; code++) characters.add(String.fromCharCode(code));
for (const dir of textSources) {
  for (const file of filesUnder(dir).filter((name) => /\.(ts|tsx|yaml)$/.test(name))) {
    for (const character of readFileSync(path.join(dir, file), 'utf8')) {
      if (character < ' ') continue;
      for (const each of [character, character.toUpperCase(), character.toLowerCase()]) {
        if ([...each].length === 1) characters.add(each);
      }
    }
  }
}
const text = [...characters].sort().join('');
// The lightest and boldest weight in the styles (body text is 400).
const font = await subsetFont(readFileSync(source), text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 800 } },
});
mkdirSync(path.dirname(subsetFile), { recursive: true });
writeFileSync(subsetFile, font);
writeFileSync(charactersFile, `${JSON.stringify({ characters: text })}\n`);
console.log(`font: ${[...text].length} characters, ${font.length} bytes → ${path.relative(root, subsetFile)}`);
