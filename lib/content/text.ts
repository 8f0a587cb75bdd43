// Rules for one piece of visible text. Each returns Spanish messages for the staff who edit `content/`,
// so that a problem reads as what to fix, not as a stack trace.

/** Scores per language (ISO 639-1 code → score) of a text, from a language detector. */
export type LanguageScores = Record<string, number>;
export type DetectLanguage = (text: string) => LanguageScores;

/** What a piece of text is: it decides the accepted length and the rules that apply. */
export type TextKind =
  | 'label'
  | 'eyebrow'
  | 'title'
  | 'metaTitle'
  | 'name'
  | 'summary'
  | 'searchDescription'
  | 'description'
  | 'paragraph'
  | 'caption'
  | 'item'
  | 'alt'
  | 'chat'
  | 'suffix'
  | 'code';

interface KindRule {
  /** Spanish name of the kind, as the message says it. */
  noun: string;
  min: number;
  max: number;
}

/**
 * Length ranges, in characters. Each holds the site's real copy with a margin, and stays within what the
 * layout takes: labels fit a button on a phone, titles fit three lines, search descriptions fit a result.
 */
export const KINDS: Record<TextKind, KindRule> = {
  label: { noun: 'una etiqueta', min: 2, max: 60 },
  eyebrow: { noun: 'un antetítulo', min: 3, max: 60 },
  title: { noun: 'un título', min: 3, max: 90 },
  metaTitle: { noun: 'el título de la pestaña', min: 10, max: 70 },
  name: { noun: 'un nombre', min: 2, max: 60 },
  summary: { noun: 'un resumen', min: 40, max: 120 },
  searchDescription: { noun: 'una descripción para buscadores', min: 120, max: 160 },
  description: { noun: 'una descripción', min: 40, max: 300 },
  paragraph: { noun: 'un párrafo', min: 20, max: 450 },
  caption: { noun: 'un pie de imagen', min: 40, max: 300 },
  item: { noun: 'un punto de una lista', min: 3, max: 140 },
  alt: { noun: 'un texto alternativo', min: 15, max: 250 },
  chat: { noun: 'un mensaje de WhatsApp', min: 20, max: 300 },
  suffix: { noun: 'un complemento de texto', min: 3, max: 60 },
  code: { noun: 'un texto técnico', min: 1, max: 40 },
};

/** Kinds that read as running text: long enough for the language detector to judge. */
const PROSE: ReadonlySet<TextKind> = new Set([
  'summary',
  'searchDescription',
  'description',
  'paragraph',
  'caption',
  'alt',
  'chat',
]);

/** Whole words or phrases, also next to accented letters (\b only knows ASCII). */
function wordsPattern(list: readonly string[], flags = 'iu'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(${list.join('|')})(?![\\p{L}\\p{N}])`, flags);
}

// "todo" is a Spanish word ("Todo lo que su proyecto necesita"): only the capitalised marker TODO counts.
const PLACEHOLDERS = [
  wordsPattern(['lorem', 'ipsum', 'fixme', 'x{3,}', 'tbd', 'placeholder', 'texto de ejemplo'], 'giu'),
  wordsPattern(['TODO'], 'gu'),
];

/** Common English words and phrases of web copy; none of them is a Spanish word. */
const ENGLISH_WORDS = [
  'get',
  'quote',
  'contact us',
  'about us',
  'learn more',
  'read more',
  'click here',
  'free',
  'now',
  'our',
  'your',
  'the',
  'and',
  'with',
  'for',
  'this',
  'that',
  'please',
  'here',
  'more',
  'today',
  'request',
  'send',
  'see',
  'view',
] as const;
const ENGLISH = wordsPattern(ENGLISH_WORDS, 'giu');

// The site addresses visitors as "usted"; these are the informal forms that slip in.
const INFORMAL = wordsPattern([
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'puedes',
  'quieres',
  'necesitas',
  'tienes',
  'eres',
  'estás',
  'contáctanos',
  'escríbenos',
  'llámanos',
  'visítanos',
  'cuéntanos',
]);
/** The one sentence kept word for word from the original site, informal as it was: the video fallback. */
const KEPT_AS_WRITTEN: ReadonlySet<string> = new Set(['Tu navegador no soporta videos HTML5.']);

/**
 * Names of products, standards and services that appear in the copy and are not Spanish words, besides the
 * brand names; they are removed before the language of a text is judged.
 */
export const PROPER_NAMES = [
  'Google Home',
  'Apple Home',
  'Amazon Alexa',
  'Microsoft Teams Rooms',
  'Microsoft Teams',
  'Teams Rooms',
  'Zoom Rooms',
  'Microsoft 365',
  'Windows Server',
  'Windows',
  'Teams',
  'Wi-Fi',
  'HikCentral',
  'UniFi',
  'FortiGate',
  'FusionSolar',
  'Engage',
  'Matter',
  'Zigbee',
  'Z-Wave',
  'ONVIF',
  'HTML5',
] as const;

/** A detector's verdict needs this many letters to mean anything; shorter texts get the word list only. */
const MIN_LETTERS_FOR_DETECTOR = 40;
/** Spanish must score at least this share of the best language's score (tried on all of the site's copy). */
export const SPANISH_SHARE = 0.85;

const quoteAll = (words: string[]) => words.map((w) => `«${w}»`).join(', ');
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface TextContext {
  detectLanguage: DetectLanguage;
  /** Brand names and other proper names, removed before the language is judged. */
  properNames: readonly string[];
}

/** One pattern per list of names, built once: the check runs it over every text of the site. */
const namePatterns = new WeakMap<readonly string[], RegExp | undefined>();

/** The text without the proper names it cites, which are no language's words. */
export function withoutProperNames(text: string, properNames: readonly string[]): string {
  if (!namePatterns.has(properNames)) {
    const longestFirst = [...properNames].sort((a, b) => b.length - a.length).map(escapeRegExp);
    namePatterns.set(properNames, longestFirst.length > 0 ? wordsPattern(longestFirst, 'giu') : undefined);
  }
  const pattern = namePatterns.get(properNames);
  return pattern ? text.replace(pattern, ' ') : text;
}

/** Every problem of one piece of visible text, as Spanish messages (empty when it is fine). */
export function textProblems(text: string, kind: TextKind, context: TextContext): string[] {
  const rule = KINDS[kind];
  if (text.trim() === '') return [`está vacío: escriba ${rule.noun}.`];
  const problems: string[] = [];
  // A suffix is read right after another text, so it may start with a space.
  const trimmed = kind === 'suffix' ? text.trimEnd() === text && !/^\s{2,}/.test(text) : text.trim() === text;
  if (!trimmed) problems.push('tiene espacios al principio o al final: quítelos.');
  if (/\s{2,}/.test(text.trim())) problems.push('tiene espacios dobles o saltos de línea dentro del texto.');
  const length = [...text.trim()].length;
  if (length < rule.min || length > rule.max) {
    problems.push(`tiene ${length} caracteres; ${rule.noun} debe tener entre ${rule.min} y ${rule.max}.`);
  }
  const placeholders = [...new Set(PLACEHOLDERS.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0])))];
  if (placeholders.length > 0) {
    problems.push(`contiene texto provisional (${quoteAll(placeholders)}): escriba el texto definitivo.`);
  }
  if (kind !== 'code') problems.push(...languageProblems(text, kind, context));
  return problems;
}

function languageProblems(text: string, kind: TextKind, context: TextContext): string[] {
  const stripped = withoutProperNames(text, context.properNames);
  const english = [...new Set([...stripped.matchAll(ENGLISH)].map((m) => m[0]))];
  if (english.length > 0) return [`está en inglés (${quoteAll(english)}): todo texto visible va en español.`];
  if (INFORMAL.test(stripped) && !KEPT_AS_WRITTEN.has(text)) {
    return ['trata al visitante de «tú»: el sitio le habla de «usted» (por ejemplo, «su», «le», «contáctenos»).'];
  }
  const letters = stripped.match(/\p{L}/gu)?.length ?? 0;
  if (!PROSE.has(kind) || letters < MIN_LETTERS_FOR_DETECTOR) return [];
  const scores = context.detectLanguage(stripped);
  const [top, topScore] = Object.entries(scores).sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  const spanish = scores.es ?? 0;
  if (top !== 'es' && spanish < SPANISH_SHARE * topScore) {
    return [`no parece español (el detector lo lee como «${top}»): todo texto visible va en español.`];
  }
  return [];
}

/** Titles and headings start with a capital letter, or with ¿ ¡ « or a digit. */
export function startsWithCapital(text: string): boolean {
  return /^[\p{Lu}¿¡«0-9]/u.test(text.trim());
}
