import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';

import { httpsUrl, list, select, text } from './fields';

export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type DayOfWeek = (typeof DAYS)[number];

const whatsapp = z
  .string()
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!/^\d+$/.test(value))
      return fail('escriba solo dígitos, sin «+», espacios ni guiones (por ejemplo 593991234567).');
    if (value.startsWith('0')) {
      return fail(
        'está en forma nacional (empieza por 0): escríbalo con el código de Ecuador, 593, y sin el 0 (593991234567).',
      );
    }
    const phone = parsePhoneNumberFromString(`+${value}`);
    if (!phone || phone.country !== 'EC' || !phone.isValid()) {
      return fail(
        'no es un número válido de Ecuador: 593 seguido de los 9 dígitos del celular sin el 0 (593991234567).',
      );
    }
    if (phone.getType() !== 'MOBILE') fail('debe ser un celular con WhatsApp (593 9…), no un teléfono fijo.');
  })
  .meta({
    label: 'Número de WhatsApp',
    hint: 'Solo dígitos: 593, luego el celular sin el 0 (593991234567). Todos los botones de WhatsApp lo usan.',
    cmsPattern: ['^593\\d{9}$', 'Escriba 593 y los 9 dígitos del celular, sin «+», espacios ni el 0 inicial.'],
  });

const phoneDisplay = z
  .string()
  .superRefine((value, ctx) => {
    const phone = parsePhoneNumberFromString(value, 'EC');
    if (!phone || phone.country !== 'EC' || !phone.isValid()) {
      ctx.addIssue({
        code: 'custom',
        message: 'no es un número de teléfono válido de Ecuador (por ejemplo «+593 99 123 4567»).',
      });
    }
  })
  .meta({ label: 'Teléfono, como se muestra', hint: 'Por ejemplo «+593 99 123 4567».' });

const time = (label: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'debe ser una hora de 24 horas, «HH:MM».' })
    .meta({
      label,
      hint: 'Hora de 24 horas, «HH:MM».',
      cmsPattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', 'Escriba la hora como «HH:MM» (24 horas).'],
    });

/** The languages the company answers messages and calls in. */
export const SERVICE_LANGUAGES = ['es', 'en'] as const;
const languageLabels: Record<(typeof SERVICE_LANGUAGES)[number], string> = { es: 'Español', en: 'Inglés' };

/** The company facts that are still working values until the company confirms them. */
export const WORKING_VALUE_FIELDS = [
  'name',
  'shortName',
  'whatsapp',
  'phoneDisplay',
  'email',
  'address',
  'openingHours',
  'languages',
  'areaServed',
  'designCredit',
  'freeVisit',
] as const;
const workingValueLabels: Record<(typeof WORKING_VALUE_FIELDS)[number], string> = {
  name: 'Razón social',
  shortName: 'Nombre comercial',
  whatsapp: 'Número de WhatsApp',
  phoneDisplay: 'Teléfono',
  email: 'Correo electrónico',
  address: 'Dirección de la oficina y ubicación',
  openingHours: 'Horario de atención',
  languages: 'Idiomas de atención',
  areaServed: 'Provincias atendidas',
  designCredit: 'Crédito de diseño',
  freeVisit: 'Visita técnica sin costo (textos de contacto y catálogo)',
};

const dayLabels: Record<DayOfWeek, string> = {
  Monday: 'Lunes',
  Tuesday: 'Martes',
  Wednesday: 'Miércoles',
  Thursday: 'Jueves',
  Friday: 'Viernes',
  Saturday: 'Sábado',
  Sunday: 'Domingo',
};

/** content/company.yaml: the one record of company facts; nothing else writes them. */
export const companySchema = z.object({
  name: text('name', {
    label: 'Razón social',
    hint: 'El nombre completo de la empresa, como en el pie de página.',
    sameInAllLanguages: true,
  }),
  shortName: text('name', {
    label: 'Nombre comercial',
    hint: 'El nombre corto: logotipo, pestañas y mensajes.',
    sameInAllLanguages: true,
  }),
  tagline: text('paragraph', { label: 'Lema', hint: 'Una frase bajo el nombre, en el pie de página.' }),
  whatsapp,
  phoneDisplay,
  email: z
    .email({ message: 'no es un correo electrónico válido (por ejemplo «contacto@empresa.com.ec»).' })
    .meta({ label: 'Correo electrónico' }),
  address: z
    .object({
      street: text('label', { label: 'Calle', sameInAllLanguages: true }),
      building: text('label', { label: 'Edificio y oficina', sameInAllLanguages: true }),
      city: text('name', { label: 'Ciudad', sameInAllLanguages: true }),
      province: text('name', { label: 'Provincia', sameInAllLanguages: true }),
      country: text('name', {
        label: 'País',
        hint: 'En español; la versión en inglés del sitio lo escribe en inglés.',
      }),
      countryCode: z
        .string()
        .regex(/^[A-Z]{2}$/, { message: 'el código del país son dos letras mayúsculas (ISO 3166), como «EC».' })
        .meta({ label: 'Código del país', hint: 'Dos letras (ISO 3166): «EC» para Ecuador.' }),
    })
    .meta({ label: 'Dirección de la oficina' }),
  mapsQuery: text('label', {
    sameInAllLanguages: true,
    label: 'Búsqueda en el mapa',
    hint: 'Lo que se busca en el mapa al abrir la dirección, por ejemplo «Av. 12 de Abril y Agustín Cueva, Cuenca, Ecuador».',
  }),
  openingHours: list(
    z
      .object({
        days: z
          .array(select(DAYS, { label: 'Día', options: dayLabels }))
          .min(1, { message: 'elija al menos un día.' })
          .meta({ label: 'Días', kind: 'select', options: dayLabels }),
        opens: time('Abre a las'),
        closes: time('Cierra a las'),
      })
      .refine((h) => h.opens < h.closes, { message: 'la hora de apertura debe ser anterior a la de cierre.' }),
    { min: 1, max: 7 },
    { label: 'Horario de atención', itemLabel: 'horario', hint: 'Un horario por grupo de días con las mismas horas.' },
  ),
  geo: z
    .object({
      latitude: z.number().min(-5.1).max(1.7).meta({ label: 'Latitud', hint: 'En Ecuador, entre -5,1 y 1,7.' }),
      longitude: z.number().min(-92.1).max(-75.1).meta({ label: 'Longitud', hint: 'En Ecuador, entre -92,1 y -75,1.' }),
    })
    .meta({ label: 'Ubicación en el mapa (para buscadores)' }),
  languages: z
    .array(select(SERVICE_LANGUAGES, { label: 'Idioma', options: languageLabels }))
    .min(1, { message: 'elija al menos un idioma.' })
    .refine((codes) => codes.includes('es'), { message: 'la empresa atiende al menos en español.' })
    .refine((codes) => new Set(codes).size === codes.length, { message: 'repite un idioma.' })
    .meta({
      label: 'Idiomas en que atiende la empresa',
      hint: 'Con «Inglés», la sección de contacto lo dice, y las páginas en inglés también bajo el botón de WhatsApp de cada portada.',
      kind: 'select',
      options: languageLabels,
    }),
  areaServed: list(
    text('name', { label: 'Provincia', sameInAllLanguages: true }),
    { min: 1, max: 24 },
    {
      label: 'Provincias atendidas',
      itemLabel: 'provincia',
    },
  ),
  designCredit: z
    .object({
      label: text('label', { label: 'Texto del enlace' }),
      url: httpsUrl({ label: 'Dirección del enlace' }),
    })
    .meta({ label: 'Crédito de diseño (pie de página)' }),
  workingValues: z
    .array(select(WORKING_VALUE_FIELDS, { label: 'Dato', options: workingValueLabels }))
    .refine((fields) => new Set(fields).size === fields.length, { message: 'repite un dato.' })
    .meta({
      label: 'Datos por confirmar (valores de trabajo)',
      hint: 'Los datos que todavía no confirma la empresa; el sitio no muestra esta lista. Quite cada uno al confirmarlo.',
      kind: 'select',
      options: workingValueLabels,
    }),
});
