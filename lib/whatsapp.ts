import { toWellFormed } from './text';

/**
 * The one builder of WhatsApp links: a chat with `number` (the company's, from content/company.yaml, already
 * in the form wa.me expects). Without a message the chat opens empty; with one, the whole text is the `text`
 * parameter, percent-encoded so that any character (accents, `&`, `#`, `+`, emoji, line breaks) arrives
 * exactly as written. Lone UTF-16 surrogates, which cannot be encoded, become U+FFFD.
 */
export function buildWhatsAppLink(number: string, message?: string): string {
  const chat = `https://wa.me/${number}`;
  if (message === undefined || message === '') return chat;
  return `${chat}?text=${encodeURIComponent(toWellFormed(message))}`;
}
