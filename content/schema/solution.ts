import { z } from 'zod';

import { picture, points } from './blocks';
import { distinct, image, list, text } from './fields';

/** The heading of a block of the page: its title and introduction. */
const blockHeading = () => ({
  heading: text('title', { label: 'Título' }),
  intro: text('paragraph', { label: 'Introducción' }),
});

/** content/solutions/<id>.yaml: one solution page; the eleven share one template. */
export const solutionSchema = z.object({
  eyebrow: text('eyebrow', { label: 'Antetítulo' }),
  title: text('title', { label: 'Título principal', hint: 'También el título de la pestaña; cada página el suyo.' }),
  lead: text('paragraph', { label: 'Introducción', min: 80 }),
  heroImage: image({ label: 'Imagen de la cabecera', folder: 'soluciones', slot: 'hero' }),
  whatsappMessage: text('chat', { label: 'Mensaje de WhatsApp', hint: 'Nombra la solución; cada página el suyo.' }),
  ctaLabel: text('label', { label: 'Texto del botón de WhatsApp', min: 5 }),
  gallery: z
    .object({
      ...blockHeading(),
      items: list(
        z.object({
          image: picture('soluciones', 'gallery'),
          caption: text('caption', { label: 'Pie de imagen' }),
        }),
        { min: 2, max: 9 },
        { label: 'Imágenes', itemLabel: 'imagen', summaryField: 'caption' },
      ).superRefine(distinct((item) => item.image.src, 'la imagen', { field: 'image' })),
    })
    .meta({ label: 'Galería' }),
  featureCard: z
    .object({
      ...blockHeading(),
      lists: list(
        z.object({
          title: text('title', { label: 'Título' }),
          items: points({ min: 3, max: 12 }).superRefine(distinct((item: string) => item, 'el punto')),
        }),
        { min: 2, max: 6 },
        { label: 'Listas', itemLabel: 'lista', summaryField: 'title' },
      ).superRefine(distinct((l) => l.title, 'el título', { field: 'title' })),
    })
    .meta({ label: 'Tarjeta de características' }),
});

/** content/solution-pages.yaml: the lines every solution page shares around its own content. */
export const solutionPagesSchema = z.object({
  contactLink: text('label', { label: 'Enlace a los datos de contacto' }),
  closing: text('paragraph', { label: 'Frase de cierre', hint: 'Sobre el botón de WhatsApp, al final de la página.' }),
});
