import { z } from 'zod';

import { distinct, image, list, select, text } from './fields';
import { solutionOptions } from './navigation';
import { SOLUTION_IDS } from './routes';

const linkCard = (label: string) =>
  z
    .object({
      title: text('title', { label: 'Título' }),
      text: text('paragraph', { label: 'Texto' }),
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
      eyebrow: text('eyebrow', { label: 'Antetítulo' }),
      title: text('title', { label: 'Título principal' }),
      lead: text('paragraph', { label: 'Introducción' }),
      image: image({ label: 'Ilustración', folder: 'illustrations' }),
      whatsappMessage: text('chat', { label: 'Mensaje de WhatsApp del botón' }),
      whatsappLabel: text('label', { label: 'Texto del botón de WhatsApp' }),
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
  solutionRows: list(
    select(SOLUTION_IDS, { label: 'Solución', options: solutionOptions }),
    { min: 3, max: 11 },
    {
      label: 'Filas de soluciones',
      itemLabel: 'fila',
      hint: 'Las soluciones que lista la página de inicio, en orden; cada una una vez (de 3 a 11).',
    },
  ).superRefine(distinct((id: string) => id, 'la solución')),
  servicesIntro: z
    .object({
      eyebrow: text('eyebrow', { label: 'Antetítulo' }),
      title: text('title', { label: 'Título' }),
      lead: text('paragraph', { label: 'Introducción' }),
      catalogueLabel: text('label', { label: 'Enlace al catálogo' }),
    })
    .meta({ label: 'Sección de soluciones' }),
  domotics: z
    .object({
      eyebrow: text('eyebrow', { label: 'Antetítulo' }),
      title: text('title', { label: 'Título' }),
      text: text('paragraph', { label: 'Texto' }),
      points: list(text('item', { label: 'Punto' }), { min: 2, max: 6 }, { label: 'Puntos', itemLabel: 'punto' }),
      whatsappMessage: text('chat', { label: 'Mensaje de WhatsApp del botón' }),
      whatsappLabel: text('label', { label: 'Texto del botón de WhatsApp' }),
      productsLabel: text('label', { label: 'Enlace a los productos' }),
    })
    .meta({ label: 'Sección de domótica residencial' }),
  company: z
    .object({
      eyebrow: text('eyebrow', { label: 'Antetítulo' }),
      title: text('title', { label: 'Título' }),
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
