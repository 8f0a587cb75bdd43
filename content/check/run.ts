// `npm run check:contenido`, and the first step of `npm run build`, `npm run dev` and `npm test`: checks every
// data file of content/ (or of the copy CONTENT_ROOT names) and lists all of its problems in Spanish, one
// line each with the file and the field, so that invalid content never ships.
import { contentRoot } from '../schema/root';
import { checkContent } from './check';

async function main() {
  // eld is published as an ES module only, hence the dynamic import; the small build is accurate enough.
  const { eld } = await import('eld/small');
  const problems = checkContent(contentRoot(), (text) => eld.detect(text).getScores());
  if (problems.length === 0) {
    console.log('Contenido correcto');
    return;
  }
  const summary = problems.length === 1 ? '1 problema; corríjalo' : `${problems.length} problemas; corríjalos`;
  console.error(`El contenido tiene ${summary} y vuelva a ejecutar «npm run check:contenido»:\n`);
  for (const line of problems) console.error(`- ${line}`);
  process.exitCode = 1;
}

void main();
