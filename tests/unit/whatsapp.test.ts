import fc from 'fast-check';

import { company } from '@/content/company';
import { buildContactMessage, buildWhatsAppLink, toInternationalNumber } from '@/lib/whatsapp';

const textOf = (link: string) => new URL(link).searchParams.get('text');

describe('toInternationalNumber', () => {
  it.each([
    ['099 123 4567', '593991234567'],
    ['0991234567', '593991234567'],
    ['+593 99 123 4567', '593991234567'],
    ['593991234567', '593991234567'],
    ['(07) 281-0000', '59372810000'],
    ['99-123-4567', '593991234567'],
  ])('%s → %s', (input, expected) => {
    expect(toInternationalNumber(input)).toBe(expected);
  });
});

describe('buildWhatsAppLink', () => {
  it('opens the chat without text when there is no message', () => {
    expect(buildWhatsAppLink(company.whatsapp)).toBe(`https://wa.me/${company.whatsapp}`);
    expect(buildWhatsAppLink(company.whatsapp, '')).toBe(`https://wa.me/${company.whatsapp}`);
  });

  it('puts the whole message, percent-encoded, in the text parameter', () => {
    const link = buildWhatsAppLink('099 000 0000', 'Hola & #1 ¿precio? 100% +IVA');
    expect(link).toBe('https://wa.me/593990000000?text=Hola%20%26%20%231%20%C2%BFprecio%3F%20100%25%20%2BIVA');
  });

  it.each([
    ['accents and ñ', 'Señalización, cámaras y domótica en Cuenca'],
    ['ampersand, hash, question mark, plus', 'A&B #3 ?x=1 +593'],
    ['emoji with modifiers and joiners', '👍🏽 👨‍👩‍👧 🇪🇨'],
    ['line breaks', 'línea 1\nlínea 2\r\nlínea 3'],
    ['2,000 characters', 'á'.repeat(2000)],
  ])('keeps %s exactly', (_, text) => {
    expect(textOf(buildWhatsAppLink(company.whatsapp, text))).toBe(text);
  });

  it('round-trips any well-formed text exactly (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const link = buildWhatsAppLink(company.whatsapp, text);
        expect(new URL(link).pathname).toBe(`/${company.whatsapp}`);
        expect(textOf(link)).toBe(text === '' ? null : text);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on lone surrogates, which it replaces with U+FFFD', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 50 }), (text) => {
        expect(() => buildWhatsAppLink(company.whatsapp, text)).not.toThrow();
      }),
    );
    expect(textOf(buildWhatsAppLink(company.whatsapp, 'a\uD800b'))).toBe('a\uFFFDb');
  });
});

describe('buildContactMessage', () => {
  it('greets, then lists name, message, phone and e-mail, one per line', () => {
    const message = buildContactMessage(
      {
        nombre: 'Ferretería Ñan & Hijos',
        email: 'ventas@ñan.ec',
        telefono: '07 281 0000',
        mensaje: 'Alarma\npara bodega #2',
      },
      'Austro Integra',
    );
    expect(message.split('\n')).toEqual([
      'Hola, Austro Integra. Les escribo desde su sitio web.',
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
      fc.property(fc.record({ nombre: field, email: field, telefono: field, mensaje: field }), (values) => {
        const message = buildContactMessage(values, company.shortName);
        expect(textOf(buildWhatsAppLink(company.whatsapp, message))).toBe(message);
      }),
      { numRuns: 200 },
    );
  });
});
