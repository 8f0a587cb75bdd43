import { z } from 'zod';

import { requires, titleAndText } from './blocks';
import { image, list, text } from './fields';

/** The visitor's four answers, which the message the form prepares must carry. */
export const VISITOR_FIELDS = ['nombre', 'mensaje', 'telefono', 'email'] as const;

const field = (label: string) => z.object({ label: text('label', { label: 'Nombre del campo' }) }).meta({ label });

/** content/contact.yaml: the contact section at the foot of every page and its form. */
export const contactSchema = z.object({
  section: z
    .object({
      title: text('title', { label: 'Título' }),
      lead: text('paragraph', { label: 'Introducción' }),
      mapsLinkNote: text('suffix', { label: 'Aviso del enlace al mapa (lector de pantalla)' }),
      directChatLabel: text('label', { label: 'Botón de WhatsApp directo' }),
      englishNote: text('paragraph', {
        label: 'Aviso de atención en inglés',
        hint: 'Si «Idiomas en que atiende la empresa» incluye el inglés: en Contacto y, en inglés, bajo el botón de WhatsApp de cada portada.',
      }),
      mapImage: image({
        label: 'Dibujo del mapa',
        folder: 'contacto',
        slot: 'map',
        hint: '{calle} y {ciudad} ponen la dirección de la oficina en el texto alternativo.',
        altPlaceholders: ['calle', 'ciudad'],
      }),
      mapLabel: text('label', { label: 'Texto sobre el mapa' }),
      openingHours: z
        .object({
          dayRange: text('label', {
            label: 'Días seguidos',
            hint: 'Como «{desde} a {hasta}»: el primero y el último de varios días seguidos («lunes a viernes»).',
            ...requires('desde', 'hasta'),
          }),
          line: text('label', {
            label: 'Días y horas',
            hint: 'Como «{dias} de {abre} a {cierra}»: el sitio pone los días y las horas de «Datos de la empresa».',
            ...requires('dias', 'abre', 'cierra'),
          }),
        })
        .meta({ label: 'Horario de atención, como se lee' }),
      formCard: z.object(titleAndText()).meta({ label: 'Tarjeta del formulario' }),
    })
    .meta({ label: 'Sección de contacto' }),
  form: z
    .object({
      show: text('label', { label: 'Botón que muestra el formulario' }),
      hide: text('label', { label: 'Botón que lo oculta' }),
      label: text('label', { label: 'Nombre del formulario', hint: 'Lo anuncian los lectores de pantalla.' }),
      note: text('paragraph', { label: 'Nota sobre los campos' }),
      fields: z
        .object({
          name: field('Campo «nombre»'),
          email: field('Campo «correo»'),
          phone: z
            .object({
              label: text('label', { label: 'Nombre del campo' }),
              hint: text('label', { label: 'Ayuda bajo el campo' }),
            })
            .meta({ label: 'Campo «teléfono»' }),
          message: field('Campo «mensaje»'),
        })
        .meta({ label: 'Campos' }),
      submit: text('label', { label: 'Botón de envío' }),
      methodsTitle: text('title', { label: 'Título de los métodos de envío' }),
      whatsapp: text('label', { label: 'Botón de WhatsApp' }),
      noScript: z
        .object({
          text: text('paragraph', { label: 'Texto' }),
          whatsapp: text('label', { label: 'Botón de WhatsApp' }),
          phoneLabel: text('label', { label: 'Antes del teléfono' }),
        })
        .meta({ label: 'Aviso sin JavaScript', hint: 'Reemplaza al formulario en navegadores sin JavaScript.' }),
      message: list(
        text('item', {
          label: 'Línea',
          hint: 'La primera saluda; las demás llevan {nombre}, {mensaje}, {telefono} o {email}.',
          placeholders: ['empresa', ...VISITOR_FIELDS],
        }),
        { min: 2, max: 8 },
        {
          label: 'Mensaje de WhatsApp que prepara el formulario',
          itemLabel: 'línea',
          hint: 'Una línea por renglón, en el orden en que la empresa las lee; {empresa} pone el nombre comercial.',
        },
      ).superRefine((lines, ctx) => {
        if (lines[0] !== undefined && !lines[0].startsWith('Hola, ')) {
          ctx.addIssue({
            code: 'custom',
            path: [0],
            message: 'un mensaje de WhatsApp empieza con el saludo «Hola, ».',
          });
        }
        const missing = VISITOR_FIELDS.filter((name) => !lines.some((line) => line.includes(`{${name}}`)));
        if (missing.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `debe incluir ${missing.map((name) => `{${name}}`).join(', ')}: son los datos que escribe el visitante.`,
          });
        }
      }),
    })
    .meta({ label: 'Formulario de contacto' }),
});
