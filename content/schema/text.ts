// The rules of one piece of visible text, by its kind. Pure functions with no dependency: the content schemas
// run them (`npm run check:contenido`, the build, the loader) and the CMS at /admin runs the very same ones
// in its form, so that the staff read one Spanish message wherever a text is refused.
import { placeholdersIn } from './placeholders';
import { styleProblems } from './style';

/** What a piece of text is: it decides the accepted length, the widget in the CMS and the rules that apply. */
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
  /** Spanish name of the kind, as the messages say it. */
  noun: string;
  min: number;
  max: number;
  /** Long kinds get a text area in the CMS; the others a one-line field. */
  multiline: boolean;
}

/**
 * Length ranges, in characters. Each holds the site's real copy with a margin, and stays within what the
 * layout takes: labels fit a button on a phone, titles fit three lines, search descriptions fit a result.
 */
export const KINDS: Record<TextKind, KindRule> = {
  label: { noun: 'una etiqueta', min: 2, max: 60, multiline: false },
  eyebrow: { noun: 'un antetítulo', min: 3, max: 60, multiline: false },
  title: { noun: 'un título', min: 3, max: 90, multiline: false },
  metaTitle: { noun: 'el título de la pestaña', min: 10, max: 70, multiline: false },
  name: { noun: 'un nombre', min: 2, max: 60, multiline: false },
  summary: { noun: 'un resumen', min: 40, max: 120, multiline: true },
  searchDescription: { noun: 'una descripción para buscadores', min: 120, max: 160, multiline: true },
  description: { noun: 'una descripción', min: 40, max: 300, multiline: true },
  paragraph: { noun: 'un párrafo', min: 20, max: 450, multiline: true },
  caption: { noun: 'un pie de imagen', min: 40, max: 300, multiline: true },
  item: { noun: 'un punto de una lista', min: 3, max: 140, multiline: false },
  alt: { noun: 'un texto alternativo', min: 15, max: 250, multiline: true },
  chat: { noun: 'un mensaje de WhatsApp', min: 20, max: 300, multiline: true },
  suffix: { noun: 'un complemento de texto', min: 3, max: 60, multiline: false },
  code: { noun: 'un texto técnico', min: 1, max: 40, multiline: false },
};

/** Kinds that read as running text: long enough for a language detector to judge (the check runs one). */
export const PROSE_KINDS: ReadonlySet<TextKind> = new Set([
  'summary',
  'searchDescription',
  'description',
  'paragraph',
  'caption',
  'alt',
  'chat',
]);

/** Headings, tab titles and image descriptions read as sentences: they start with a capital. */
const CAPITALISED_KINDS: ReadonlySet<TextKind> = new Set(['title', 'metaTitle', 'eyebrow', 'alt']);

/** The site's languages: Spanish first (the default, at the root), English under /en/. */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** How a prefilled WhatsApp message starts, in each language: the company reads a greeting first. */
export const GREETINGS: Record<Language, string> = { es: 'Hola, ', en: 'Hello, ' };

/** What a field adds to its kind's rules; the schema declares it on the field. */
export interface TextOptions {
  /** Other bounds than the kind's, e.g. a lead of at least 80 characters. */
  min?: number;
  max?: number;
  /** Starts with a capital letter although its kind need not (menu labels). */
  capital?: boolean;
  /** A whole sentence: a capital first and a full stop last (the summaries of the route table). */
  sentence?: boolean;
  /** The `{name}` placeholders the text may use; the site fills them in. */
  placeholders?: readonly string[];
  /** Placeholders the text must use, e.g. the visitor's name in the contact form's message. */
  requiredPlaceholders?: readonly string[];
}

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
const ENGLISH = wordsPattern(
  [
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
  ],
  'giu',
);

/**
 * Common Spanish words that are no English words: an English text that holds one was left untranslated, or
 * half translated. Place names that contain them («El Oro», «Santo Domingo de los Tsáchilas») are removed
 * first, like brand names.
 */
const SPANISH = wordsPattern(
  [
    'de',
    'del',
    'la',
    'las',
    'los',
    'el',
    'y',
    'en',
    'con',
    'para',
    'por',
    'su',
    'sus',
    'que',
    'una',
    'un',
    'es',
    'al',
    'nuestro',
    'nuestra',
    'nuestros',
    'nuestras',
    'más',
    'también',
    'cada',
    'desde',
    'hasta',
    'sobre',
    'entre',
    'según',
    'sin',
    'muy',
    'usted',
    'ustedes',
    'les',
    'como',
    'este',
    'esta',
    'estos',
    'estas',
    'ver',
    'todo',
    'todos',
    'todas',
    'aquí',
    'solución',
    'soluciones',
    'marcas',
    'empresa',
    'contacto',
    'inicio',
    'productos',
    'servicios',
    'nosotros',
    'somos',
    'menú',
    'pausar',
    'reanudar',
    'diapositiva',
    'anterior',
    'siguiente',
    'carrusel',
    'página',
    'páginas',
    'sitio',
    'correo',
    'teléfono',
    'mensaje',
    'nombre',
    'enviar',
    'ocultar',
    'formulario',
    'seleccione',
    'método',
    'envío',
  ],
  'giu',
);

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
 * Names of products, standards and services that appear in the copy and are not Spanish words; they are
 * removed before the language of a text is judged (the check removes the brand names of the list too).
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
  // Ecuadorian institutions the English copy cites by their Spanish names.
  'Empresa Eléctrica Regional Centro Sur',
  'Código Ingenios',
  // Places named in both languages.
  'Av. 12 de Abril',
  'Santo Domingo de los Tsáchilas',
  'El Oro',
  'Los Ríos',
  'Morona Santiago',
  'Zamora Chinchipe',
  'Santa Elena',
] as const;

const quoteAll = (words: string[]) => words.map((w) => `«${w}»`).join(', ');
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern per list of names, built once: the check runs it over every text of the site. */
const namePatterns = new WeakMap<readonly string[], RegExp | undefined>();

/** The text without the proper names it cites, which are no language's words. */
export function withoutProperNames(text: string, properNames: readonly string[] = PROPER_NAMES): string {
  if (!namePatterns.has(properNames)) {
    const longestFirst = [...properNames].sort((a, b) => b.length - a.length).map(escapeRegExp);
    namePatterns.set(properNames, longestFirst.length > 0 ? wordsPattern(longestFirst, 'giu') : undefined);
  }
  const pattern = namePatterns.get(properNames);
  return pattern ? text.replace(pattern, ' ') : text;
}

/** Titles and headings start with a capital letter, or with ¿ ¡ « or a digit (or a placeholder). */
export function startsWithCapital(text: string): boolean {
  return /^[\p{Lu}¿¡«0-9{]/u.test(text.trim());
}

/** The bounds of a text of this kind with these options. */
export function lengthBounds(kind: TextKind, options: TextOptions = {}): { min: number; max: number } {
  return { min: options.min ?? KINDS[kind].min, max: options.max ?? KINDS[kind].max };
}

/**
 * Every problem of one piece of visible text, as Spanish messages (empty when it is fine). An empty text
 * gets only «está vacío»: the CMS shows its own required-field message instead, and the check this one.
 */
export function textProblems(
  text: string,
  kind: TextKind,
  options: TextOptions = {},
  language: Language = 'es',
): string[] {
  const rule = KINDS[kind];
  if (text.trim() === '') return [`está vacío: escriba ${rule.noun}.`];
  const problems: string[] = [];
  // A suffix is read right after another text, so it may start with a space.
  const trimmed = kind === 'suffix' ? text.trimEnd() === text && !/^\s{2,}/.test(text) : text.trim() === text;
  if (!trimmed) problems.push('tiene espacios al principio o al final: quítelos.');
  if (/\s{2,}/.test(text.trim())) problems.push('tiene espacios dobles o saltos de línea dentro del texto.');
  const length = [...text.trim()].length;
  const { min, max } = lengthBounds(kind, options);
  if (length < min || length > max) {
    problems.push(`tiene ${length} caracteres; ${rule.noun} debe tener entre ${min} y ${max}.`);
  }
  const markers = [...new Set(PLACEHOLDERS.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0])))];
  if (markers.length > 0) {
    problems.push(`contiene texto provisional (${quoteAll(markers)}): escriba el texto definitivo.`);
  }
  problems.push(...placeholderProblems(text, options));
  if (kind !== 'code') problems.push(...(language === 'es' ? wordProblems(text) : spanishWordProblems(text)));
  if (kind !== 'code' && !KEPT_AS_WRITTEN.has(text))
    problems.push(...styleProblems(withoutProperNames(text), language));
  if (options.sentence) {
    if (!startsWithCapital(text) || !text.trimEnd().endsWith('.')) {
      problems.push('debe ser una oración: empieza con mayúscula y termina en punto.');
    }
  } else if ((CAPITALISED_KINDS.has(kind) || options.capital) && !startsWithCapital(text)) {
    problems.push('debe empezar con mayúscula (o con ¿ ¡ «).');
  }
  const greeting = GREETINGS[language];
  if (kind === 'chat' && !text.startsWith(greeting)) {
    problems.push(
      `un mensaje de WhatsApp ${language === 'es' ? '' : 'en inglés '}empieza con el saludo «${greeting}».`,
    );
  }
  return problems;
}

function placeholderProblems(text: string, options: TextOptions): string[] {
  const allowed = options.placeholders ?? [];
  const used = placeholdersIn(text);
  const problems: string[] = [];
  const unknown = [...new Set(used.filter((name) => !allowed.includes(name)))];
  if (unknown.length > 0) {
    const offer = allowed.length > 0 ? `use ${allowed.map((name) => `{${name}}`).join(', ')}` : 'no use llaves';
    problems.push(`usa ${unknown.map((name) => `{${name}}`).join(', ')}, que este texto no conoce: ${offer}.`);
  }
  const missing = (options.requiredPlaceholders ?? []).filter((name) => !used.includes(name));
  if (missing.length > 0) {
    problems.push(`debe incluir ${missing.map((name) => `{${name}}`).join(', ')}: el sitio pone ahí el dato.`);
  }
  return problems;
}

/** Spanish words in an English text, judged without the proper names and the placeholders it cites. */
function spanishWordProblems(text: string): string[] {
  // European standards («EN 1634-1») are cited by their code, which is no Spanish «en».
  const stripped = withoutProperNames(text.replace(/\{[^{}]*\}/g, ' ').replace(/\bEN \d+(?:-\d+)*/g, ' '));
  const spanish = [...new Set([...stripped.matchAll(SPANISH)].map((m) => m[0]))];
  return spanish.length > 0 ? [`está en español (${quoteAll(spanish)}): este texto va en inglés.`] : [];
}

/** English words and the informal «tú», judged on the text without the proper names it cites. */
function wordProblems(text: string): string[] {
  const stripped = withoutProperNames(text);
  const english = [...new Set([...stripped.matchAll(ENGLISH)].map((m) => m[0]))];
  if (english.length > 0) return [`está en inglés (${quoteAll(english)}): todo texto visible va en español.`];
  if (INFORMAL.test(stripped) && !KEPT_AS_WRITTEN.has(text)) {
    return ['trata al visitante de «tú»: el sitio le habla de «usted» (por ejemplo, «su», «le», «contáctenos»).'];
  }
  return [];
}
