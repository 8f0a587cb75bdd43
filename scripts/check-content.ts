// `npm run check:contenido`, and the first step of `npm run build`, `npm run dev` and `npm test`: checks every
// module of content/ and lists all of its problems in Spanish, so that invalid content never ships.
import path from 'node:path';

import { contentSources, type ContentSources } from '@/lib/content/sources';
import { formatProblem, validateContent } from '@/lib/content/validate';

const root = path.resolve(__dirname, '..');

/**
 * The unit tests hand the check a module (CONTENT_FIXTURE) that edits the loaded content before it is
 * checked, to prove that bad content stops the build without touching the real files.
 */
async function loadSources(): Promise<ContentSources> {
  const fixture = process.env.CONTENT_FIXTURE;
  if (!fixture) return contentSources;
  const { edit } = (await import(path.resolve(root, fixture))) as { edit: (sources: ContentSources) => void };
  edit(contentSources);
  return contentSources;
}

async function main() {
  // eld is published as an ES module only, hence the dynamic import; the small build is accurate enough.
  const [{ eld }, sources] = await Promise.all([import('eld/small'), loadSources()]);
  const problems = validateContent(sources, {
    detectLanguage: (text) => eld.detect(text).getScores(),
    publicDir: path.join(root, 'public'),
  });
  if (problems.length === 0) {
    console.log('Contenido correcto');
    return;
  }
  const summary = problems.length === 1 ? '1 problema; corríjalo' : `${problems.length} problemas; corríjalos`;
  console.error(`El contenido tiene ${summary} y vuelva a ejecutar «npm run check:contenido»:\n`);
  for (const problem of problems) console.error(`- ${formatProblem(problem)}`);
  process.exitCode = 1;
}

void main();
