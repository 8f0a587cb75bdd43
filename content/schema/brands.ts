import { z } from 'zod';

import { countWords, fillCount, metaTitle, pageHeading } from './blocks';
import { distinct, list, select, text } from './fields';

/** The kinds of solution a brand belongs to; /secc_marcas shows one group per kind. */
export const BRAND_CATEGORIES = [
  'domotica',
  'seguridad',
  'accesos',
  'redes',
  'energia',
  'puntoDeVenta',
  'computo',
  'software',
] as const;
export type BrandCategory = (typeof BRAND_CATEGORIES)[number];

export const brandCategoryOptions: Record<BrandCategory, string> = {
  domotica: 'Domótica',
  seguridad: 'Seguridad',
  accesos: 'Accesos y puertas',
  redes: 'Redes',
  energia: 'Energía',
  puntoDeVenta: 'Puntos de venta',
  computo: 'Cómputo',
  software: 'Software',
};

const brand = z.object({
  id: z
    .string()
    .regex(/^[a-z][a-zA-Z0-9]*$/, { message: 'el id de una marca se escribe en camelCase («philipsHue»).' })
    .meta({
      label: 'Identificador',
      hint: 'Una palabra sin espacios ni tildes, como «philipsHue»: las demás páginas nombran la marca por él. No lo cambie después.',
      cmsPattern: [
        '^[a-z][a-zA-Z0-9]*$',
        'Una palabra que empieza en minúscula, sin espacios ni tildes (como «philipsHue»).',
      ],
    }),
  name: text('code', { label: 'Nombre', hint: 'Como lo escribe el fabricante.', sameInAllLanguages: true }),
  logo: z
    .string()
    .regex(/^[a-z0-9]+$/, { message: 'el logotipo es el nombre del archivo en public/brands/, sin «.svg».' })
    .optional()
    .meta({
      label: 'Logotipo (opcional)',
      hint: 'El nombre del archivo en public/brands/, sin «.svg» («npm run brands» los genera); vacío: se muestra el nombre.',
      cmsPattern: ['^[a-z0-9]+$', 'Solo minúsculas y números, sin «.svg».'],
    }),
  categories: z
    .array(select(BRAND_CATEGORIES, { label: 'Grupo', options: brandCategoryOptions }))
    .min(1, { message: 'cada marca pertenece al menos a un grupo.' })
    .meta({ label: 'Grupos', kind: 'select', options: brandCategoryOptions, hint: 'Uno o varios.' }),
});

const categoryTitles = Object.fromEntries(
  BRAND_CATEGORIES.map((category) => [category, text('title', { label: brandCategoryOptions[category] })]),
) as Record<BrandCategory, ReturnType<typeof text>>;

/** content/brands.yaml: every brand the company installs, the brand directory and the brand carousel. */
export const brandsSchema = z.object({
  metaTitle: metaTitle(),
  hero: z.object(pageHeading(fillCount('brands', 'marcas'))).meta({ label: 'Cabecera de /secc_marcas' }),
  navLabel: text('label', { label: 'Nombre del índice de grupos', hint: 'Lo anuncian los lectores de pantalla.' }),
  count: z
    .object({
      ...countWords('Una marca', 'Varias marcas'),
    })
    .meta({ label: 'Cantidad de marcas de cada grupo' }),
  categoryTitles: z
    .object(categoryTitles)
    .meta({ label: 'Títulos de los grupos', hint: 'En este orden se muestran en /secc_marcas.' }),
  carousel: z
    .object({
      title: text('title', { label: 'Título' }),
      lead: text('paragraph', { label: 'Texto', ...fillCount('brands', 'marcas') }),
      controls: z
        .object({
          rowLabel: text('label', { label: 'Nombre de la fila', hint: 'Lo anuncian los lectores de pantalla.' }),
          pause: text('label', { label: 'Botón «pausar»' }),
          resume: text('label', { label: 'Botón «reanudar»' }),
        })
        .meta({ label: 'Controles' }),
    })
    .meta({ label: 'Carrusel de marcas (en todas las páginas)' }),
  brands: list(brand, { min: 20, max: 120 }, { label: 'Marcas', itemLabel: 'marca', summaryField: 'name' })
    .superRefine(distinct((b) => b.id, 'el identificador', { field: 'id' }))
    .superRefine(distinct((b) => b.name.trim().toLowerCase(), 'la marca', { field: 'name', show: (b) => b.name })),
});
