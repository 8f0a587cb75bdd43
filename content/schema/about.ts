import { z } from 'zod';

import {
  describedItems,
  metaTitle,
  pageHeading,
  paragraphs,
  picture,
  requires,
  sectionHeading,
  titleAndText,
} from './blocks';
import { text } from './fields';

const slide = (label: string) => z.object(titleAndText()).meta({ label });

/** content/about.yaml: /Nosotros, with its three slides (mission, vision, values: fixed by the design). */
export const aboutSchema = z.object({
  metaTitle: metaTitle(),
  hero: z
    .object({
      ...pageHeading({ hint: '{razonSocial} pone la razón social de la empresa.', placeholders: ['razonSocial'] }),
      image: picture('nosotros', 'hero'),
    })
    .meta({ label: 'Cabecera' }),
  story: z
    .object({
      ...sectionHeading(),
      paragraphs: paragraphs(
        { min: 1, max: 5 },
        { hint: '{empresa} pone el nombre comercial.', placeholders: ['empresa'] },
      ),
    })
    .meta({ label: 'Nuestra historia' }),
  values: z
    .object({
      ...sectionHeading(),
      label: text('label', { label: 'Nombre del carrusel', hint: 'Lo anuncian los lectores de pantalla.' }),
      slidePosition: text('label', {
        label: 'Posición de cada diapositiva',
        hint: 'Lo anuncian los lectores de pantalla: {posicion} de {total}.',
        ...requires('posicion', 'total'),
      }),
      controls: z
        .object({
          roleDescription: text('code', { label: 'Qué es (lector de pantalla)' }),
          slideRoleDescription: text('code', { label: 'Qué es cada diapositiva (lector de pantalla)' }),
          pause: text('label', { label: 'Botón «pausar»' }),
          resume: text('label', { label: 'Botón «reanudar»' }),
          previous: text('label', { label: 'Botón «anterior»' }),
          next: text('label', { label: 'Botón «siguiente»' }),
          indicators: text('label', { label: 'Nombre de los indicadores' }),
        })
        .meta({ label: 'Controles del carrusel' }),
    })
    .meta({ label: 'Misión, visión y valores: encabezado y controles' }),
  slides: z
    .object({
      mission: slide('Diapositiva «Misión»'),
      vision: slide('Diapositiva «Visión»'),
      values: z
        .object({
          ...titleAndText(),
          items: describedItems(
            'name',
            'Valor',
            { min: 3, max: 8 },
            { label: 'Valores corporativos', itemLabel: 'valor' },
          ),
        })
        .meta({ label: 'Diapositiva «Valores corporativos»' }),
    })
    .meta({ label: 'Diapositivas', hint: 'Siempre tres: misión, visión y valores corporativos.' }),
});
