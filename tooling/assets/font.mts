// Writes the site's web font: Manrope (variable) from Fontsource, cut down to the characters the site's sources
// can show and to the weights its styles use; app/fonts.ts loads it. A character outside it would be drawn in
// the fallback, which the export test catches. Run by `npm run build` and `dev`; not committed.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** subset-font (CommonJS, no types of its own), as this script calls it. */
type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2'; variationAxes: Record<string, { min: number; max: number }> },
) => Promise<Buffer>;
const subsetFont: SubsetFont = createRequire(import.meta.url)('subset-font');

const root = path.resolve(import.meta.dirname, '../..');
const source = path.join(root, 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2');
const subsetFile = path.join(root, 'styles/fonts/manrope.woff2');
/** The characters the file holds, for the export test. */
const charactersFile = path.join(root, 'styles/fonts/manrope.json');

/** Where visible text comes from: the content (or the copy CONTENT_ROOT names), and the few labels and symbols written in code. */
const contentRoot = path.resolve(process.env.CONTENT_ROOT || root);
const textSources = [
  path.join(contentRoot, 'content'),
  ...['app', 'components', 'lib'].map((dir) => path.join(root, dir)),
];
/** The lightest and boldest weight in the styles (body text is 400). */
const weights = { min: 400, max: 800 };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|yaml)$/.test(file))
    .map((file) => path.join(dir, file));
}

/**
 * Printable ASCII, every character of the sources, and the other case of each letter: eyebrows and buttons
 * are set in capitals by CSS, so "Señalización" also needs Ñ and Ó.
 */
function siteCharacters(): string {
  const characters = new Set<string>();
  for (let code = 0x20; code < 0x7f; code++) characters.add(String.fromCharCode(code));
  for (const file of textSources.flatMap(sourceFiles)) {
    for (const character of readFileSync(file, 'utf8')) {
      if (character < ' ') continue;
      characters.add(character);
      for (const other of [character.toUpperCase(), character.toLowerCase()]) {
        if ([...other].length === 1) characters.add(other);
      }
    }
  }
  return [...characters].sort().join('');
}

{
  const text = siteCharacters();
  const font = await subsetFont(readFileSync(source), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: weights },
  });
  mkdirSync(path.dirname(subsetFile), { recursive: true });
  writeFileSync(subsetFile, font);
  writeFileSync(charactersFile, `${JSON.stringify({ characters: text })}\n`);
  console.log(`font: ${[...text].length} characters, ${font.length} bytes → ${path.relative(root, subsetFile)}`);
}
