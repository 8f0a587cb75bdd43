import { z } from 'zod';

import { text } from './fields';

/** content/not-found.yaml: the page shown for an address that does not exist. */
export const notFoundSchema = z.object({
  title: text('metaTitle', { label: 'Título de la pestaña' }),
  description: text('paragraph', { label: 'Descripción' }),
  code: text('code', { label: 'Código', hint: 'El número grande de la página: «404».' }),
  heading: text('title', { label: 'Título' }),
  text: text('paragraph', { label: 'Texto' }),
  actions: z
    .object({
      home: text('label', { label: 'Botón a la página de inicio' }),
      catalogue: text('label', { label: 'Botón a las soluciones' }),
      contact: text('label', { label: 'Botón al contacto' }),
    })
    .meta({ label: 'Botones' }),
  suggestionsHeading: text('title', { label: 'Título de las páginas sugeridas' }),
  moved: text('paragraph', {
    label: 'Aviso de dirección antigua',
    hint: 'Se muestra un momento mientras una dirección antigua lleva a su página; le sigue el enlace.',
  }),
});
