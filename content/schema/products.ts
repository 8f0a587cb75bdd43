import { z } from 'zod';

import {
  ctaTopic,
  described,
  fillCount,
  metaTitle,
  pageHeading,
  picture,
  requires,
  sectionHeadingWithLead,
  whatsappButton,
} from './blocks';
import { distinct, image, list, text } from './fields';

/** content/products.yaml: /Productos and its home-automation products. */
export const productsSchema = z.object({
  metaTitle: metaTitle(),
  hero: z
    .object({
      ...pageHeading(fillCount('products', 'productos')),
      image: picture('productos', 'hero'),
      ...whatsappButton(),
    })
    .meta({ label: 'Cabecera' }),
  list: z
    .object({
      ...sectionHeadingWithLead(),
      cta: text('label', { label: 'Botón de cada producto' }),
      ctaTopic: ctaTopic('producto'),
      message: text('chat', {
        label: 'Mensaje de WhatsApp de cada producto',
        hint: '{producto} pone el nombre del producto.',
        ...requires('producto'),
      }),
    })
    .meta({ label: 'Lista de productos' }),
  products: list(
    z.object({
      ...described('name', 'Nombre'),
      image: image({ label: 'Imagen', folder: 'productos', slot: 'card' }),
    }),
    { min: 3, max: 12 },
    { label: 'Productos', itemLabel: 'producto', summaryField: 'name' },
  ).superRefine(distinct((p) => p.name, 'el nombre', { field: 'name' })),
  more: z
    .object({ text: text('paragraph', { label: 'Texto' }), label: text('label', { label: 'Enlace al catálogo' }) })
    .meta({ label: 'Enlace al catálogo, al pie' }),
});
