// The language of the copy, judged by a detector: every visible text is in its part's language, Spanish
// under `es:` and English under `en:`. The word lists of content/schema/text.ts catch the common words of
// the other language on every field; a detector reads whole sentences.
import type { Problem, ReadFile } from '../schema/read';
import { PROPER_NAMES, PROSE_KINDS, withoutProperNames, type Language } from '../schema/text';
import { formatPath, walkTexts } from '../schema/walk';

/** Scores per language (ISO 639-1 code → score) of a text, from a language detector. */
export type LanguageScores = Record<string, number>;
export type DetectLanguage = (text: string) => LanguageScores;

/** A detector's verdict needs this many letters to mean anything; shorter texts get the word list only. */
const MIN_LETTERS_FOR_DETECTOR = 40;
/** The expected language must score at least this share of the best language's score (tried on all the copy). */
export const EXPECTED_SHARE = 0.85;

const NAMES: Record<Language, string> = { es: 'español', en: 'inglés' };
const RULE: Record<Language, string> = {
  es: 'todo texto visible va en español',
  en: 'este texto va en inglés (la versión en español va bajo «es:»)',
};

/** The problem of one text that does not read as `language`, in Spanish. */
export function languageProblem(
  text: string,
  properNames: readonly string[],
  detect: DetectLanguage,
  language: Language = 'es',
) {
  const stripped = withoutProperNames(text, properNames);
  const letters = stripped.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS_FOR_DETECTOR) return undefined;
  const scores = detect(stripped);
  const [top, topScore] = Object.entries(scores).sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  const expected = scores[language] ?? 0;
  if (top !== language && expected < EXPECTED_SHARE * topScore) {
    return `no parece ${NAMES[language]} (el detector lo lee como «${top}»): ${RULE[language]}.`;
  }
  return undefined;
}

/** Every running text (paragraphs, descriptions, captions, messages…) that does not read as its language. */
export function languageProblems(files: ReadFile[], brandNames: string[], detect: DetectLanguage): Problem[] {
  const properNames = [...brandNames, ...PROPER_NAMES];
  const problems: Problem[] = [];
  for (const { file, language, schema, value } of files) {
    walkTexts(schema, value, (text, meta, path) => {
      if (!meta?.kind || !PROSE_KINDS.has(meta.kind as never)) return;
      // A text with a placeholder is judged with the placeholder left out.
      const message = languageProblem(text.replace(/\{[^{}]*\}/g, ' '), properNames, detect, language);
      if (message) problems.push({ file, field: formatPath([language, ...path]), message });
    });
  }
  return problems;
}
