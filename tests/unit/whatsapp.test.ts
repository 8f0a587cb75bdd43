import fc from 'fast-check';

import { contactMessage } from '@/components/contact/ContactForm';
import { fillPlaceholders } from '@/content/schema/placeholders';
import { content } from '@/lib/content';
import { buildWhatsAppLink as buildLink } from '@/lib/whatsapp';

const { company, catalogue, home, products, contact, solutions } = content('es');
const textOf = (link: string) => new URL(link).searchParams.get('text');
const chat = `https://wa.me/${company.whatsapp}`;
const buildWhatsAppLink = (message?: string) => buildLink(company.whatsapp, message);
const catalogueItemMessage = (name: string) => fillPlaceholders(catalogue.catalogue.itemMessage, { solucion: name });
const productMessage = (name: string) => fillPlaceholders(products.list.message, { producto: name });

describe('buildWhatsAppLink', () => {
  it('opens the chat with the company number, without text, when there is no message', () => {
    expect(buildWhatsAppLink()).toBe(chat);
    expect(buildWhatsAppLink('')).toBe(chat);
  });

  it('uses the number it is given', () => {
    expect(buildLink('593991234567', 'Hola')).toBe('https://wa.me/593991234567?text=Hola');
  });

  it('puts the whole message, percent-encoded, in the text parameter', () => {
    expect(buildWhatsAppLink('Hola & #1 ¿precio? 100% +IVA')).toBe(
      `${chat}?text=Hola%20%26%20%231%20%C2%BFprecio%3F%20100%25%20%2BIVA`,
    );
  });

  it.each([
    ['accents and ñ', 'Señalización, cámaras y domótica en Cuenca'],
    ['ampersand, hash, question mark, plus', 'A&B #3 ?x=1 +593'],
    ['emoji with modifiers and joiners', '👍🏽 👨‍👩‍👧 🇪🇨'],
    ['line breaks', 'línea 1\nlínea 2\r\nlínea 3'],
    ['2,000 characters', 'á'.repeat(2000)],
  ])('keeps %s exactly', (_, text) => {
    expect(textOf(buildWhatsAppLink(text))).toBe(text);
  });

  it('round-trips any well-formed text exactly (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const link = buildWhatsAppLink(text);
        expect(new URL(link).pathname).toBe(`/${company.whatsapp}`);
        expect(textOf(link)).toBe(text === '' ? null : text);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on lone surrogates, which it replaces with U+FFFD', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 50 }), (text) => {
        expect(() => buildWhatsAppLink(text)).not.toThrow();
      }),
    );
    expect(textOf(buildWhatsAppLink('a\uD800b'))).toBe('a\uFFFDb');
  });
});

describe('the prefilled messages of content/', () => {
  const items = catalogue.categories.flatMap((c) => c.subcategories.flatMap((s) => s.items));

  it.each([
    ...items.map((item) => ({ kind: 'catalogue item', name: item.name, messageOf: catalogueItemMessage })),
    ...products.products.map((product) => ({ kind: 'product', name: product.name, messageOf: productMessage })),
  ])('$kind «$name»: the greeting names it', ({ name, messageOf }) => {
    const text = textOf(buildWhatsAppLink(messageOf(name)))!;
    expect(text).toMatch(/^Hola, /);
    expect(text).toContain(`«${name}»`);
  });

  it.each([
    ['ampersand and hash', 'Cámaras & NVR #1'],
    ['accents and ñ', 'Señalización para año lectivo'],
    ['emoji', 'Cerradura 🔐 con huella 👍🏽'],
    ['question mark, plus and percent', '¿Kit? +IVA 100%'],
  ])('a name with %s arrives whole in both greetings', (_, name) => {
    for (const message of [catalogueItemMessage(name), productMessage(name)]) {
      expect(textOf(buildWhatsAppLink(message))).toBe(message);
      expect(message).toContain(`«${name}»`);
    }
  });

  it('gives every other call to action its own Spanish greeting', () => {
    const messages = [
      catalogue.closing.whatsappMessage,
      home.hero.whatsappMessage,
      home.domotics.whatsappMessage,
      products.hero.whatsappMessage,
      ...Object.values(solutions).map((page) => page.whatsappMessage),
    ];
    for (const message of messages) expect(message).toMatch(/^Hola, .{20,}[.?]$/);
    expect(new Set(messages).size).toBe(messages.length);
  });
});

describe('contactMessage', () => {
  const lines = contact.form.message;

  it('greets, then lists name, message, phone and e-mail, one per line', () => {
    const message = contactMessage(lines, {
      name: 'Ferretería Ñan & Hijos',
      email: 'ventas@ñan.ec',
      phone: '07 281 0000',
      message: 'Alarma\npara bodega #2',
    });
    expect(message.split('\n')).toEqual([
      `Hola, ${company.shortName}. Les escribo desde su sitio web.`,
      'Nombre: Ferretería Ñan & Hijos',
      'Mensaje: Alarma',
      'para bodega #2',
      'Teléfono: 07 281 0000',
      'Email: ventas@ñan.ec',
    ]);
  });

  it('survives the link round trip for any field values (property)', () => {
    const field = fc.string({ unit: 'grapheme', maxLength: 200 });
    fc.assert(
      fc.property(fc.record({ name: field, email: field, phone: field, message: field }), (values) => {
        const message = contactMessage(lines, values);
        expect(textOf(buildWhatsAppLink(message))).toBe(message);
      }),
      { numRuns: 200 },
    );
  });

  it('writes what the visitor typed as typed, even a placeholder of its own', () => {
    const message = contactMessage(lines, { name: '{email}', email: '{nombre}', phone: '{x}', message: '{}' });
    expect(message.split('\n').slice(1)).toEqual([
      'Nombre: {email}',
      'Mensaje: {}',
      'Teléfono: {x}',
      'Email: {nombre}',
    ]);
  });
});
