import { z } from 'zod';

import {
  countWords,
  ctaTopic,
  described,
  metaTitle,
  pageHeading,
  paragraphs,
  picture,
  points,
  requires,
  sectionHeadingWithLead,
  titleAndText,
  whatsappLabel,
} from './blocks';
import { BRAND_CATEGORIES, brandCategoryOptions } from './brands';
import { brandRef, distinct, list, select, slug, text } from './fields';

const item = z.object({
  ...described('name', 'Nombre'),
  features: list(
    text('item', { label: 'Característica' }),
    { min: 3, max: 8 },
    {
      label: 'Características',
      itemLabel: 'característica',
    },
  ),
  image: picture('catalogo', 'card'),
  brands: list(
    brandRef({ label: 'Marca' }),
    { min: 1, max: 8 },
    { label: 'Marcas que instalamos', itemLabel: 'marca' },
  ).superRefine(distinct((id: string) => id, 'la marca')),
});

/** «todas» is the filter's own value for «show everything» (lib/catalogueFilter.ts). */
const filterId = (hint: string) =>
  slug({ label: 'Identificador', hint }).refine((id) => id !== 'todas', {
    message: '«todas» es la opción que muestra todo el catálogo: elija otro identificador.',
  });

const subcategory = z.object({
  id: filterId('Aparece en la dirección: ?subcategoria=…; no lo cambie después.'),
  label: text('label', { label: 'Nombre', capital: true }),
  items: list(item, { min: 1, max: 12 }, { label: 'Soluciones', itemLabel: 'solución', summaryField: 'name' }),
});

const category = z.object({
  id: filterId('Aparece en la dirección: ?categoria=…; no lo cambie después.'),
  label: text('label', { label: 'Nombre', capital: true }),
  brandGroups: z
    .array(select(BRAND_CATEGORIES, { label: 'Grupo', options: brandCategoryOptions }))
    .min(1, { message: 'elija al menos un grupo de marcas.' })
    .meta({
      label: 'Grupos de marcas del panel',
      kind: 'select',
      options: brandCategoryOptions,
      hint: 'El panel «Ver marcas por categoría» lista las marcas de estos grupos (content/brands.yaml).',
    }),
  subcategories: list(
    subcategory,
    { min: 1, max: 6 },
    {
      label: 'Subcategorías',
      itemLabel: 'subcategoría',
      summaryField: 'label',
    },
  ).superRefine(distinct((s) => s.id, 'el identificador', { field: 'id' })),
});

/** content/catalogue.yaml: /Servicios, its catalogue of solutions and the words around it. */
export const catalogueSchema = z.object({
  metaTitle: metaTitle(),
  hero: z
    .object({
      ...pageHeading(),
      image: picture('catalogo', 'hero'),
      whatsappLabel: whatsappLabel(),
      productsLabel: text('label', { label: 'Enlace a los productos' }),
    })
    .meta({ label: 'Cabecera' }),
  catalogue: z
    .object({
      ...sectionHeadingWithLead(),
      brandsLabel: text('label', { label: 'Botón del panel de marcas' }),
      brandsHeading: text('label', {
        label: 'Título de cada grupo del panel',
        hint: '{categoria} pone el nombre de la categoría, en minúsculas.',
        ...requires('categoria'),
      }),
      cardCta: text('label', { label: 'Botón de cada tarjeta' }),
      cardCtaTopic: ctaTopic('solucion'),
      brandsListLabel: text('label', { label: 'Título de las marcas de cada tarjeta' }),
      itemMessage: text('chat', {
        label: 'Mensaje de WhatsApp de cada tarjeta',
        hint: '{solucion} pone el nombre de la solución.',
        ...requires('solucion'),
      }),
    })
    .meta({ label: 'Sección del catálogo' }),
  filters: z
    .object({
      category: text('label', { label: 'Título de las categorías' }),
      subcategory: text('label', { label: 'Título de las subcategorías' }),
      all: text('label', { label: 'Opción «todas»' }),
      results: z
        .object({
          none: text('label', { label: 'Ninguna solución' }),
          ...countWords('Una solución', 'Varias soluciones'),
        })
        .meta({ label: 'Frase de resultados', hint: 'Se anuncia tras cada cambio de filtro.' }),
    })
    .meta({ label: 'Filtros' }),
  categories: list(
    category,
    { min: 1, max: 4 },
    {
      label: 'Categorías',
      itemLabel: 'categoría',
      summaryField: 'label',
    },
  )
    .superRefine(distinct((c) => c.id, 'el identificador', { field: 'id' }))
    .superRefine((categories, ctx) => {
      // Each card's DOM id starts with its subcategory's: they are unique across the whole catalogue.
      const seen = new Map<string, string>();
      categories.forEach((category, c) =>
        category.subcategories.forEach((sub, s) => {
          const other = seen.get(sub.id);
          if (other && other !== category.id) {
            ctx.addIssue({
              code: 'custom',
              path: [c, 'subcategories', s, 'id'],
              message: `«${sub.id}» ya es una subcategoría de «${other}»: cada subcategoría tiene su propio identificador.`,
            });
          }
          seen.set(sub.id, category.id);
        }),
      );
    }),
  topics: z
    .object({
      ...sectionHeadingWithLead(),
    })
    .meta({ label: 'Encabezado de los temas', hint: 'Los temas están en «Temas de /Servicios».' }),
  closing: z
    .object({
      ...titleAndText(),
      label: text('label', { label: 'Texto del botón' }),
      whatsappMessage: text('chat', { label: 'Mensaje de WhatsApp', hint: 'También lo usa el botón de la cabecera.' }),
    })
    .meta({ label: '¿Necesita una solución personalizada?' }),
});

/** content/topics.yaml: the long text blocks of /Servicios, alternating sides. */
export const topicsSchema = z.object({
  topics: list(
    z.object({
      id: slug({ label: 'Identificador', hint: 'Aparece en la dirección como #…; no lo cambie después.' }),
      title: text('title', { label: 'Título' }),
      paragraphs: paragraphs({ min: 1, max: 4 }),
      points: points({ min: 2, max: 8 }),
      image: picture('catalogo', 'topic'),
    }),
    { min: 3, max: 24 },
    { label: 'Temas', itemLabel: 'tema', summaryField: 'title' },
  ).superRefine(distinct((t) => t.id, 'el identificador', { field: 'id' })),
});
