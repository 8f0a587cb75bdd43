// The style sheet's refused variants (CONTENIDO.md, «Guía de estilo»): one term per concept, the Spanish of
// Ecuador, US English, and the claims the company cannot back. Pure data and one function; the text rules
// (text.ts) run it on every visible text, so the check and the CMS refuse the same words with the same message.
import type { Language } from './text';

interface Refused {
  /** The variants, as regular-expression sources matched as whole words, case-insensitive. */
  variants: string[];
  /** What the style sheet says to write instead, in Spanish. */
  use: string;
}

const SPANISH: Refused[] = [
  {
    variants: ['soporta', 'soportan', 'soportamos', 'soportar', 'soportado', 'soportada', 'soportados', 'soportadas'],
    use: '«trabajamos con», «compatible con» o «damos soporte a» («soportar» es cargar un peso)',
  },
  { variants: ['y networking'], use: '«Redes» («networking» ya quiere decir redes)' },
  { variants: ['un corporativo', 'gran corporativo', 'el corporativo', 'los corporativos'], use: '«empresa»' },
  { variants: ['internación'], use: '«hospitalización»' },
  { variants: ['papeleros?'], use: '«basurero»' },
  { variants: ['bombillas?', 'bombillos?'], use: '«foco»' },
  { variants: ['salas? de juntas'], use: '«sala de reuniones»' },
  { variants: ['quioscos?'], use: '«kiosco»' },
  { variants: ['gavetas?'], use: '«cajón de dinero»' },
  { variants: ['computador', 'computadores'], use: '«computadora»' },
  { variants: ['pizarras?'], use: '«pizarrón»' },
  { variants: ['cartelería'], use: '«señalización digital»' },
  { variants: ['control de accesos'], use: '«control de acceso»' },
  { variants: ['electroseguridad'], use: '«seguridad electrónica»' },
  { variants: ['paredes? de video'], use: '«videowall»' },
  { variants: ['\\d{1,3}(?:\\.\\d{3})+'], use: 'los miles con un espacio: «50 000»' },
  {
    variants: ['canal autorizado', 'nos certifican', 'garantía directa', 'técnicos certificados'],
    use: 'solo lo que la empresa puede probar: «trabajamos con», «compramos por sus canales oficiales», «garantía válida en Ecuador» (vea «Lo que el sitio afirma de los fabricantes»)',
  },
];

const ENGLISH: Refused[] = [
  { variants: ['video[ -]conferenc\\w*'], use: '«videoconferencing» (o «video call»)' },
  {
    variants: [
      'colours?',
      'centres?',
      'catalogues?',
      'licences?',
      'organis\\w*',
      'metres?',
      'neighbour\\w*',
      'favourite',
    ],
    use: 'la ortografía de Estados Unidos («color», «center», «catalog», «license», «organize», «meter»)',
  },
  {
    variants: ['authori[sz]ed channel', 'certify us', 'direct warranty', 'certified technicians'],
    use: 'solo lo que la empresa puede probar: «we work with», «we buy through their official channels», «a warranty valid in Ecuador»',
  },
];

const compiled = (list: Refused[]) =>
  list.map(({ variants, use }) => ({
    pattern: new RegExp(`(?<![\\p{L}\\p{N}.])(?:${variants.join('|')})(?![\\p{L}\\p{N}])`, 'giu'),
    use,
  }));
const RULES: Record<Language, ReturnType<typeof compiled>> = { es: compiled(SPANISH), en: compiled(ENGLISH) };

/** The style sheet's Spanish messages for the refused variants a text uses (none when it follows the sheet). */
export function styleProblems(text: string, language: Language): string[] {
  return RULES[language].flatMap(({ pattern, use }) => {
    const found = [...new Set([...text.matchAll(pattern)].map((m) => m[0]))];
    return found.length > 0
      ? [`usa ${found.map((w) => `«${w}»`).join(', ')}: la guía de estilo (CONTENIDO.md) pide ${use}.`]
      : [];
  });
}
