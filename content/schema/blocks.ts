// The groups of fields that several pages' schemas share: a page's tab title, the heading of its hero and of
// its sections, a WhatsApp button, a count in a sentence. Each builder returns fresh fields (spread them into
// a `z.object`), with the same labels and hints wherever the staff meet them in the CMS.
import { z } from 'zod';

import type { PhotoSlot } from '../../lib/photos';
import { image, list, text, type CountSource } from './fields';

/** A page's tab title, which the site completes with « | » and the trading name. */
export const metaTitle = () =>
  text('metaTitle', { label: 'Título de la pestaña', hint: 'Se completa con « | » y el nombre comercial.' });

/** What a lead may add to its plain «Introducción»: a hint and the placeholders it accepts. */
interface LeadOptions {
  hint?: string;
  placeholders?: string[];
  fill?: Record<string, CountSource>;
}

/** The heading of a page's hero: antetítulo, main title and introduction. */
export const pageHeading = (lead: LeadOptions = {}) => ({
  eyebrow: text('eyebrow', { label: 'Antetítulo' }),
  title: text('title', { label: 'Título principal' }),
  lead: text('paragraph', { label: 'Introducción', ...lead }),
});

/** The heading of a section: antetítulo and title. */
export const sectionHeading = () => ({
  eyebrow: text('eyebrow', { label: 'Antetítulo' }),
  title: text('title', { label: 'Título' }),
});

/** The heading of a section with its introduction. */
export const sectionHeadingWithLead = () => ({
  ...sectionHeading(),
  lead: text('paragraph', { label: 'Introducción' }),
});

/** A title and the paragraph under it: a card, a slide. */
export const titleAndText = () => ({
  title: text('title', { label: 'Título' }),
  text: text('paragraph', { label: 'Texto' }),
});

/** A page's picture, a photo or a drawing, shown in `slot`; the CMS saves new uploads in content/fotos/`folder`/. */
export const picture = (folder: string, slot: PhotoSlot) => image({ label: 'Imagen', folder, slot });

/** The text of a WhatsApp button. */
export const whatsappLabel = () => text('label', { label: 'Texto del botón de WhatsApp' });

/** A WhatsApp button: the message it prepares and its text. */
export const whatsappButton = () => ({
  whatsappMessage: text('chat', { label: 'Mensaje de WhatsApp del botón' }),
  whatsappLabel: whatsappLabel(),
});

/** A sentence's `{cantidad}`, filled at build time with the number of `source` (in Spanish, `noun`). */
export const fillCount = (source: CountSource, noun: string) => ({
  hint: `{cantidad} pone el número de ${noun}.`,
  placeholders: ['cantidad'],
  fill: { cantidad: source },
});

/** Placeholders a text must contain, each at least once, and may only contain. */
export const requires = (...names: string[]) => ({ placeholders: [...names], requiredPlaceholders: [...names] });

/** A list of short points, one line each. */
export const points = (bounds: { min: number; max: number }) =>
  list(text('item', { label: 'Punto' }), bounds, { label: 'Puntos', itemLabel: 'punto' });

/** A list of paragraphs; `paragraph` is what each may say of its placeholders. */
export const paragraphs = (bounds: { min: number; max: number }, paragraph: LeadOptions = {}) =>
  list(text('paragraph', { label: 'Párrafo', ...paragraph }), bounds, { label: 'Párrafos', itemLabel: 'párrafo' });

/** An item named (`name`) or titled (`title`) by `label`, and described. */
export const described = <K extends 'name' | 'title'>(key: K, label: string) =>
  ({
    [key]: text(key, { label }),
    description: text('description', { label: 'Descripción' }),
  }) as Record<K, ReturnType<typeof text>> & { description: ReturnType<typeof text> };

/** A list of described items, each shown closed by its `key`. */
export const describedItems = <K extends 'name' | 'title'>(
  key: K,
  label: string,
  bounds: { min: number; max: number },
  field: { label: string; itemLabel: string },
) => list(z.object(described(key, label)), bounds, { ...field, summaryField: key });

/** The words of a count: for one, and for several, where `{cantidad}` puts the number. */
export const countWords = (one: string, other: string) => ({
  one: text('label', { label: one }),
  other: text('label', { label: other, hint: '{cantidad} pone el número.', ...requires('cantidad') }),
});

/** What screen readers hear after a card's button: « sobre » and the card's `{placeholder}`. */
export const ctaTopic = (placeholder: string) =>
  text('suffix', {
    label: 'Complemento del botón (lector de pantalla)',
    hint: `Se lee tras el botón: « sobre {${placeholder}}».`,
    ...requires(placeholder),
  });
