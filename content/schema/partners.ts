import { z } from 'zod';

import {
  describedItems,
  fillCount,
  metaTitle,
  pageHeading,
  requires,
  sectionHeading,
  sectionHeadingWithLead,
} from './blocks';
import { brandRef, distinct, httpsUrl, list, select, text } from './fields';

export const PARTNER_BADGES = ['camera', 'lock', 'screen', 'software'] as const;

/** content/partners.yaml: /Partners, its partner cards and benefit cards. */
export const partnersSchema = z.object({
  metaTitle: metaTitle(),
  hero: z.object(pageHeading(fillCount('partners', 'partners'))).meta({ label: 'Cabecera' }),
  list: z
    .object({
      ...sectionHeadingWithLead(),
      linkLabel: text('label', { label: 'Texto del enlace de cada tarjeta' }),
      newTabNote: text('suffix', { label: 'Aviso de pestaña nueva (lector de pantalla)' }),
      logoAlt: text('alt', {
        label: 'Texto alternativo de cada logotipo',
        hint: '{marca} pone el nombre de la marca.',
        ...requires('marca'),
      }),
    })
    .meta({ label: 'Lista de partners' }),
  partners: list(
    z.object({
      brand: brandRef({ label: 'Marca', hint: 'De la lista de marcas: el nombre y el logotipo vienen de ahí.' }),
      badge: select(PARTNER_BADGES, {
        label: 'Distintivo si la marca no tiene logotipo',
        options: { camera: 'Cámara', lock: 'Cerradura', screen: 'Pantalla', software: 'Software' },
      }).optional(),
      website: httpsUrl({ label: 'Sitio web del fabricante' }),
      description: text('description', {
        label: 'Descripción',
        hint: 'Nombra la marca: «Con Hikvision instalamos…».',
      }),
    }),
    { min: 3, max: 24 },
    { label: 'Partners', itemLabel: 'partner', summaryField: 'brand' },
  ).superRefine(distinct((p) => p.brand, 'la marca', { field: 'brand' })),
  benefits: z
    .object({
      ...sectionHeading(),
      items: describedItems('title', 'Título', { min: 2, max: 8 }, { label: 'Beneficios', itemLabel: 'beneficio' }),
    })
    .meta({ label: 'Beneficios' }),
  brandsLink: z
    .object({ text: text('paragraph', { label: 'Texto' }), label: text('label', { label: 'Enlace a las marcas' }) })
    .meta({ label: 'Enlace a todas las marcas, al pie' }),
});
