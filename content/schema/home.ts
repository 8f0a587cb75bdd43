import { z } from 'zod';

import {
  pageHeading,
  picture,
  points,
  sectionHeading,
  sectionHeadingWithLead,
  titleAndText,
  whatsappButton,
} from './blocks';
import { text } from './fields';
import { solutionList } from './navigation';

const linkCard = (label: string) =>
  z
    .object({
      ...titleAndText(),
      linkLabel: text('label', { label: 'Texto del enlace' }),
    })
    .meta({ label });

/** content/home.yaml: the home page. */
export const homeSchema = z.object({
  metaTitle: text('metaTitle', {
    label: 'Título de la pestaña',
    hint: 'El título completo en la pestaña y en Google; {empresa} pone el nombre comercial.',
    placeholders: ['empresa'],
  }),
  hero: z
    .object({
      ...pageHeading(),
      image: picture('inicio', 'hero'),
      ...whatsappButton(),
      catalogueLabel: text('label', { label: 'Enlace al catálogo' }),
      domoticsLinkLabel: text('label', { label: 'Enlace a la sección de domótica' }),
      facts: z
        .object({
          solutions: text('label', {
            label: 'Cifra: líneas de solución',
            hint: 'Se muestra tras el número de soluciones.',
          }),
          brands: text('label', { label: 'Cifra: marcas', hint: 'Se muestra tras el número de marcas.' }),
          provinces: text('label', {
            label: 'Cifra: provincias',
            hint: 'Se muestra tras el número de provincias atendidas.',
          }),
        })
        .meta({ label: 'Cifras', hint: 'Los números se cuentan solos; aquí va el texto que los acompaña.' }),
    })
    .meta({ label: 'Cabecera' }),
  solutionRows: solutionList(
    { min: 3, max: 11 },
    {
      label: 'Filas de soluciones',
      itemLabel: 'fila',
      hint: 'Las soluciones que lista la página de inicio, en orden; cada una una vez (de 3 a 11).',
    },
  ),
  servicesIntro: z
    .object({
      ...sectionHeadingWithLead(),
      catalogueLabel: text('label', { label: 'Enlace al catálogo' }),
    })
    .meta({ label: 'Sección de soluciones' }),
  domotics: z
    .object({
      ...sectionHeading(),
      text: text('paragraph', { label: 'Texto' }),
      points: points({ min: 2, max: 6 }),
      ...whatsappButton(),
      productsLabel: text('label', { label: 'Enlace a los productos' }),
    })
    .meta({ label: 'Sección de domótica residencial' }),
  company: z
    .object({
      ...sectionHeading(),
      cards: z
        .object({
          about: linkCard('Tarjeta «Quiénes somos»'),
          partners: linkCard('Tarjeta «Partners»'),
          brands: linkCard('Tarjeta «Marcas»'),
        })
        .meta({ label: 'Tarjetas' }),
    })
    .meta({ label: 'Sección de la empresa' }),
});
