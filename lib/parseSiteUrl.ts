/** The rule for `SITE_URL`, the site's public origin (see siteUrl.ts), and the documented default. */
export const DEFAULT_SITE_URL = 'https://www.austrointegra.example';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Checks a `SITE_URL` value and returns it as an origin (scheme + host [+ port], no trailing slash).
 * Throws a one-line message, in Spanish and English, naming the variable and the rule it breaks.
 */
export function parseSiteUrl(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_SITE_URL;
  const fail = (es: string, en: string): never => {
    throw new Error(`SITE_URL="${value}": ${es} / ${en}. Ejemplo / example: SITE_URL=https://www.ejemplo.com.ec`);
  };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('no es una dirección completa con esquema', 'is not an absolute URL with a scheme');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) {
    fail('debe empezar por https:// (http:// solo para localhost)', 'must use https:// (http:// only for localhost)');
  }
  if (url.username || url.password) fail('no debe llevar usuario ni clave', 'must not carry credentials');
  if (value.endsWith('/')) fail('no debe terminar en "/"', 'must not end with a slash');
  if (url.pathname !== '/' || url.search || url.hash) {
    fail(
      'debe ser solo el origen, sin ruta, consulta ni fragmento',
      'must be an origin only, without path, query or fragment',
    );
  }
  return url.origin;
}
