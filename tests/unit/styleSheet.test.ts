/** @jest-environment node */
import { checkContent } from '@/content/check/check';
import { textProblems } from '@/content/schema/text';

import { contentCopy, readsAsWritten, removeCopies, setIn } from './fixtures/contentEdits';

// The variants the style sheet of CONTENIDO.md refuses are refused in every text.
afterAll(removeCopies);

it.each<[string, string, 'es' | 'en', string]>([
  ['«soportamos» for "support"', 'Instalamos y soportamos cámaras de todas las marcas.', 'es', '«soportamos»'],
  ['the Mexican «corporativo»', 'Sin la complejidad de un gran corporativo ni sus costos.', 'es', '«gran corporativo»'],
  ['«quiosco» beside «kiosco»', 'Quioscos de autoservicio para turnos y pagos.', 'es', '«Quioscos»'],
  ['a thousands point', 'Terminales de hasta 50.000 usuarios por equipo.', 'es', '«50.000»'],
  ['«Electroseguridad»', 'Electroseguridad para su casa y su negocio.', 'es', '«Electroseguridad»'],
  ['a claim the company cannot back', 'Somos canal autorizado de trece fabricantes.', 'es', '«canal autorizado»'],
  ['"video conferencing" in two words', 'Meeting rooms ready for video conferencing.', 'en', '«video conferencing»'],
  ['British spelling', 'Our monitoring centre watches your cameras.', 'en', '«centre»'],
])('a text with %s is refused, naming the variant and the style sheet', (_, text, language, word) => {
  const problems = textProblems(text, 'paragraph', {}, language);
  expect(problems).toEqual([expect.stringContaining(`usa ${word}: la guía de estilo (CONTENIDO.md) pide`)]);
});

it('leaves the chosen terms, the noun «soporte», standards and versions alone', () => {
  for (const text of [
    'Damos soporte local y soportes de pared para pantallas de 65 pulgadas.',
    'Compresión H.265 y Wi-Fi 6 (802.11ax) para 50 000 usuarios, según ISO/IEC 17025.',
    'Kioscos, computadoras, pizarrón digital y cajones de dinero para su empresa.',
  ]) {
    expect(textProblems(text, 'paragraph')).toEqual([]);
  }
  expect(textProblems('Meeting rooms ready for videoconferencing and video calls.', 'paragraph', {}, 'en')).toEqual([]);
});

it('the check names the file and the field of a refused variant', () => {
  const lines = checkContent(
    contentCopy((f) =>
      setIn(f, 'content/home.yaml', ['hero', 'facts', 'brands'], 'marcas que instalamos y soportamos'),
    ),
    readsAsWritten,
  );
  expect(lines).toEqual([
    expect.stringMatching(/^content\/home\.yaml › es\.hero\.facts\.brands: usa «soportamos»: la guía de estilo/),
  ]);
});
