import { company } from './company';
import type { ContactFormValues } from './types';

/** The word of the menu entry, the footer link and the contact section's eyebrow. */
export const contactLabel = 'Contacto';

/** The contact section at the foot of every page (anchor #contacto). */
export const contactSection = {
  eyebrow: contactLabel,
  title: 'Conversemos sobre su proyecto',
  lead: 'Cuéntenos qué necesita proteger, conectar o automatizar. Un asesor técnico le responde por WhatsApp y, si hace falta, coordina una visita sin costo en Cuenca.',
  mapsLinkNote: ' (abre el mapa en una pestaña nueva)',
  directChatLabel: 'Escribir por WhatsApp',
  mapImage: {
    src: '/illustrations/mapa-oficina.svg',
    width: 640,
    height: 400,
    alt: `Mapa de la oficina en ${company.address.street}, ${company.address.city}: abrir la ubicación en el mapa`,
  },
  mapLabel: 'Ver ubicación en el mapa',
  formCard: {
    title: 'Envíenos un mensaje',
    text: 'Complete sus datos y el servicio que requiere. Al continuar, el mensaje se abre listo en WhatsApp para que lo envíe: no guardamos su información en este sitio.',
  },
};

/** The label of each field of the contact form, and a hint under it where one helps. */
const fields: Record<keyof ContactFormValues, { label: string; hint?: string }> = {
  name: { label: 'Nombre o empresa' },
  email: { label: 'Correo electrónico' },
  phone: { label: 'Teléfono', hint: 'Por ejemplo, 099 123 4567' },
  message: { label: 'Mensaje o servicio requerido' },
};

/** The contact form: hidden until the visitor opens it; a valid submit offers WhatsApp. */
export const contactForm = {
  show: 'ENVIAR MENSAJE',
  hide: 'OCULTAR FORMULARIO',
  label: 'Formulario de contacto',
  note: 'Todos los campos son obligatorios.',
  fields,
  submit: 'Continuar',
  methodsTitle: 'Seleccione método de envío:',
  whatsapp: 'WhatsApp',
  /** Shown instead of the form when the browser runs no JavaScript, which the form needs to prepare the chat. */
  noScript: {
    text: 'Para preparar su mensaje, este formulario necesita JavaScript, que está desactivado en su navegador. Puede escribirnos directamente por WhatsApp o llamarnos por teléfono.',
    whatsapp: 'Escribir por WhatsApp',
    phoneLabel: 'Teléfono:',
  },
};

/** The chat text the form prepares: a greeting, then one line per field, in the order the company reads them. */
export function contactMessage(values: ContactFormValues): string {
  return [
    `Hola, ${company.shortName}. Les escribo desde su sitio web.`,
    `Nombre: ${values.name}`,
    `Mensaje: ${values.message}`,
    `Teléfono: ${values.phone}`,
    `Email: ${values.email}`,
  ].join('\n');
}
