// Step compile-hints: every chunk of the framework's JavaScript starts with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chromium 136 and later; other engines read a comment). Without it, V8 only
// pre-parses a script as it arrives and compiles each function on the main thread the first time it is
// called, which for React and the router is while the page hydrates; with it, V8 compiles the whole file on
// a background thread while the file is still downloading. Every file here is fetched only to be run at once
// (the page's own chunks, the router's chunks of the next page), which is what the hint says.
// On a phone's conditions the page's shell works about 150 ms sooner (docs/decisions/performance.md, "Compiled
// while it downloads").
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Step } from './step';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The folder of the framework's chunks in the export. */
const CHUNKS_FOLDER = path.join('_next', 'static', 'chunks');

/** A chunk with the hint as its first line (once, however often the step runs). */
const withCompileHint = (script: string): string => (script.startsWith(COMPILE_HINT) ? script : COMPILE_HINT + script);

/** Adds the hint to every chunk of the export in `out`; returns how many chunks there are. */
export function addCompileHints(out: string): number {
  const folder = path.join(out, CHUNKS_FOLDER);
  const chunks = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.js')) : [];
  for (const name of chunks) {
    const file = path.join(folder, name);
    writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
  }
  return chunks.length;
}

export const compileHintsStep: Step = {
  name: 'compile-hints',
  run: ({ out }) => `${addCompileHints(out)} chunks se compilan mientras se descargan`,
};
