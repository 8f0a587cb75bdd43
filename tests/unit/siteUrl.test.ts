import { DEFAULT_SITE_URL, parseSiteUrl } from '@/lib/parseSiteUrl';

describe('SITE_URL', () => {
  it('defaults to the documented working address when unset', () => {
    expect(parseSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(parseSiteUrl('')).toBe(DEFAULT_SITE_URL);
  });

  it.each([
    ['https://www.ejemplo.com.ec', 'https://www.ejemplo.com.ec'],
    ['https://EXAMPLE.org', 'https://example.org'],
    ['https://example.org:8443', 'https://example.org:8443'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
  ])('accepts the origin %s', (value, origin) => {
    expect(parseSiteUrl(value)).toBe(origin);
  });

  it.each([
    ['www.ejemplo.com', 'no es una dirección completa'],
    ['https://example.org/', 'no debe terminar en "/"'],
    ['https://example.org/sitio', 'sin ruta'],
    ['https://example.org?x=1', 'sin ruta, consulta'],
    ['http://example.org', 'https://'],
    ['ftp://example.org', 'https://'],
    ['https://user:clave@example.org', 'usuario'],
  ])('refuses %s with a one-line message naming the variable', (value, rule) => {
    let message = '';
    try {
      parseSiteUrl(value);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`SITE_URL="${value}"`);
    expect(message).toContain(rule);
    expect(message).not.toContain('\n');
  });
});
