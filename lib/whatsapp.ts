import type { ContactFormValues } from '@/content/types';

import { toWellFormed } from './text';

const WHATSAPP_ORIGIN = 'https://wa.me/';

/**
 * Normalises an Ecuadorian phone number to the form wa.me expects: digits only, country code 593,
 * without `+` and without the national leading 0 ("099 123 4567" → "593991234567").
 */
export function toInternationalNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('593')) return digits;
  if (digits.startsWith('0')) return `593${digits.slice(1)}`;
  return `593${digits}`;
}

/**
 * A WhatsApp chat link. Without text the chat opens empty; with text, the whole text is the `text`
 * parameter, percent-encoded so that any character (accents, `&`, `#`, `+`, emoji, line breaks)
 * arrives exactly as written. Lone UTF-16 surrogates, which cannot be encoded, become U+FFFD.
 */
export function buildWhatsAppLink(phone: string, text?: string): string {
  const base = `${WHATSAPP_ORIGIN}${toInternationalNumber(phone)}`;
  if (text === undefined || text === '') return base;
  return `${base}?text=${encodeURIComponent(toWellFormed(text))}`;
}

/** The contact form's message: a greeting, then one line per field, in the order the company reads them. */
export function buildContactMessage(values: ContactFormValues, companyName: string): string {
  return [
    `Hola, ${companyName}. Les escribo desde su sitio web.`,
    `Nombre: ${values.nombre}`,
    `Mensaje: ${values.mensaje}`,
    `Teléfono: ${values.telefono}`,
    `Email: ${values.email}`,
  ].join('\n');
}
