import { z } from 'zod';

import { distinct, image, list, text } from './fields';

/** content/products.yaml: /Productos and its home-automation products. */
export const productsSchema = z.object({
  metaTitle: text('metaTitle', { label: 'Título de la pestaña', hint: 'Se completa con « | » y el nombre comercial.' }),
  hero: z
    .object({
      eyebrow: text('eyebrow', { label: 'Antetítulo' }),
      title: text('title', { label: 'Título principal' }),
      lead: text('paragraph', {
        label: 'Introducción',
        hint: '{cantidad} pone el número de productos.',
        placeholders: ['cantidad'],
        fill: { cantidad: 'products' },
      }),
      image: image({ label: 'Ilustración', folder: 'illustrations/catalogo' }),
      whatsappMessage: text('chat', { label: 'Mensaje de WhatsApp del botón' }),
      whatsappLabel: text('label', { label: 'Texto del botón de WhatsApp' }),
    })
    .meta({ label: 'Cabecera' }),
  list: z
    .object({
      eyebrow: text('eyebrow', { label: 'Antetítulo' }),
      title: text('title', { label: 'Título' }),
      lead: text('paragraph', { label: 'Introducción' }),
      cta: text('label', { label: 'Botón de cada producto' }),
      ctaTopic: text('suffix', {
        label: 'Complemento del botón (lector de pantalla)',
        hint: 'Se lee tras el botón: « sobre {producto}».',
        placeholders: ['producto'],
        requiredPlaceholders: ['producto'],
      }),
      message: text('chat', {
        label: 'Mensaje de WhatsApp de cada producto',
        hint: '{producto} pone el nombre del producto.',
        placeholders: ['producto'],
        requiredPlaceholders: ['producto'],
      }),
    })
    .meta({ label: 'Lista de productos' }),
  products: list(
    z.object({
      name: text('name', { label: 'Nombre' }),
      description: text('description', { label: 'Descripción' }),
      image: image({ label: 'Imagen', folder: 'illustrations/catalogo' }),
    }),
    { min: 3, max: 12 },
    { label: 'Productos', itemLabel: 'producto', summaryField: 'name' },
  ).superRefine(distinct((p) => p.name, 'el nombre', { field: 'name' })),
  more: z
    .object({ text: text('paragraph', { label: 'Texto' }), label: text('label', { label: 'Enlace al catálogo' }) })
    .meta({ label: 'Enlace al catálogo, al pie' }),
});
