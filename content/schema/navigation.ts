import { z } from 'zod';

import { distinct, list, select, text } from './fields';
import { ROUTE_NAMES, SOLUTION_IDS } from './routes';

export const solutionOptions = Object.fromEntries(SOLUTION_IDS.map((id) => [id, ROUTE_NAMES[id]])) as Record<
  (typeof SOLUTION_IDS)[number],
  string
>;

/** Solution pages, in the order the staff choose, each at most once. */
export const solutionList = (
  bounds: { min: number; max: number },
  field: { label: string; itemLabel: string; hint: string },
) =>
  list(select(SOLUTION_IDS, { label: 'Solución', options: solutionOptions }), bounds, field).superRefine(
    distinct((id: string) => id, 'la solución'),
  );

/** content/navigation.yaml: the menus' own words and the order of the solutions in them. */
export const navigationSchema = z.object({
  contactLabel: text('label', {
    label: 'Contacto',
    hint: 'La palabra del menú, del pie de página y de la sección de contacto.',
    capital: true,
  }),
  skipLink: text('label', {
    label: 'Enlace «Saltar al contenido»',
    hint: 'Lo ve quien navega con el teclado: lleva al contenido sin pasar por el menú.',
  }),
  solutionsMenu: z
    .object({
      label: text('label', { label: 'Nombre del menú', capital: true }),
      order: solutionList(
        { min: 11, max: 11 },
        {
          label: 'Orden de las soluciones',
          itemLabel: 'solución',
          hint: 'Las once páginas de solución, en el orden del menú y del pie de página; cada una una vez.',
        },
      ),
    })
    .meta({ label: 'Menú «Soluciones»' }),
  partnersMenu: z
    .object({ label: text('label', { label: 'Nombre del menú', capital: true }) })
    .meta({ label: 'Menú «Partners»' }),
  navbar: z
    .object({
      navLabel: text('label', { label: 'Nombre del menú principal', hint: 'Lo anuncian los lectores de pantalla.' }),
      menuButton: text('label', { label: 'Botón del menú en el celular' }),
      homeLinkHint: text('suffix', {
        label: 'Complemento del logotipo',
        hint: 'Se lee después del nombre de la empresa en el enlace del logotipo; empieza con «, ».',
      }),
      pauseVideo: text('label', { label: 'Botón «pausar el video»' }),
      playVideo: text('label', { label: 'Botón «reproducir el video»' }),
      videoFallback: text('label', { label: 'Aviso de navegador sin video' }),
    })
    .meta({ label: 'Barra de navegación' }),
  footer: z
    .object({
      solutionsTitle: text('title', { label: 'Título de la columna de soluciones' }),
      companyTitle: text('title', { label: 'Título de la columna de la empresa' }),
    })
    .meta({ label: 'Pie de página' }),
  language: z
    .object({
      name: text('label', {
        label: 'Nombre del idioma',
        hint: 'Escrito en el propio idioma («Español», «English»): el selector de idioma de la otra versión lo muestra.',
        capital: true,
      }),
      switchHint: text('label', {
        label: 'Descripción del selector',
        hint: 'Lo anuncian los lectores de pantalla y aparece al pasar el puntero, en el idioma al que lleva el enlace («Read this page in English»).',
        capital: true,
      }),
    })
    .meta({ label: 'Selector de idioma' }),
});
