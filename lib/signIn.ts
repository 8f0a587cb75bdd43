// The CMS's sign-in on the site's own origin: GitHub's OAuth web flow for Decap CMS, run by two Cloudflare
// Pages Functions (functions/admin/sesion/). Web APIs only (fetch, crypto, Response), so that workerd runs it
// as it is. docs/decisions/cms-sign-in-and-preview.md says why here and not a public proxy.
//
//   CMS (/admin) --popup--> start: a random state in a __Host- cookie, 302 to GitHub's authorize page
//   GitHub --302--> callback: state checked against the cookie, the code exchanged for a token (server to
//   server, with the secret), and a page that hands the token to the CMS by Decap's handshake, to the site's
//   own origin only.
import { securityHeaders } from '../tooling/hosts/rules';

export const SIGN_IN_PATHS = {
  /** Opened by the CMS in a popup (`auth_endpoint`): sets the state and sends the browser to GitHub. */
  start: '/admin/sesion/inicio',
  /** Where GitHub sends the browser back (the OAuth app's «Authorization callback URL»). */
  callback: '/admin/sesion/regreso',
} as const;

/** `__Host-`: only over HTTPS (or loopback), only for this host, Path=/; the browser refuses it otherwise. */
export const STATE_COOKIE = '__Host-sesion-estado';

/** Ten minutes to sign in at GitHub: an older state is refused as expired. */
export const STATE_MAX_AGE_SECONDS = 600;

/** The host's environment (Cloudflare Pages: Settings › Variables and Secrets). */
export interface SignInEnv {
  /** The GitHub OAuth app's «Client ID». */
  GITHUB_CLIENT_ID?: string;
  /** The GitHub OAuth app's client secret (a secret, never sent to the browser). */
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's address: https://github.com unless set (the tests set a stand-in on loopback). */
  GITHUB_URL?: string;
}

/** The scopes the CMS may ask for: `repo` (a private repository) or `public_repo`. */
const SCOPES = new Set(['repo', 'public_repo']);

const PROVIDER = 'github';

/** Small, self-contained pages: their own styles, and on the success page one inline script, by hash. */
const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1.25rem;color:#1c2430;background:#f6f7f9}' +
  'main{max-width:34rem;margin:0 auto}h1{font-size:1.35rem;margin:0 0 .75rem}p{margin:0 0 .75rem}';

/**
 * The handshake Decap expects from its popup (decap-cms-lib-auth): «authorizing:github» to the opener, the
 * opener's echo, then «authorization:github:success:{token}». Every message goes to this page's own origin,
 * which is the CMS's: an opener on any other origin receives nothing.
 */
const HANDSHAKE = `(() => {
  const origin = window.location.origin;
  const status = document.getElementById('estado');
  const opener = window.opener;
  const message = document.getElementById('mensaje').textContent;
  let done = false;
  const elsewhere = () => {
    if (done) return;
    document.querySelector('h1').textContent = 'No se entregó el acceso';
    status.textContent = 'Esta ventana no se abrió desde el editor de este sitio. Ciérrela, abra ' + origin + '/admin y pulse «Iniciar sesión con GitHub» allí.';
  };
  if (!opener) return elsewhere();
  window.addEventListener('message', (event) => {
    if (done || event.origin !== origin || event.source !== opener || event.data !== 'authorizing:${PROVIDER}') return;
    done = true;
    opener.postMessage(message, origin);
    document.querySelector('h1').textContent = 'Sesión iniciada';
    status.textContent = 'Vuelva a la ventana del editor: esta ventana se cierra sola.';
  });
  opener.postMessage('authorizing:${PROVIDER}', origin);
  setTimeout(elsewhere, 4000);
})();`;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The headers of every answer: the site's protections, except the opener policy (the popup must stay linked
 * to the CMS that opened it, after a visit to GitHub's origin), never cached, never a referrer (the callback's
 * address carries the code).
 */
function headers(extra: Record<string, string>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (name !== 'Cross-Origin-Opener-Policy' && name !== 'Content-Security-Policy') result.set(name, value);
  }
  result.set('Cache-Control', 'no-store');
  result.set('Referrer-Policy', 'no-referrer');
  for (const [name, value] of Object.entries(extra)) result.append(name, value);
  return result;
}

function stateCookie(value: string, maxAge: number): string {
  return `${STATE_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; Secure; HttpOnly; SameSite=Lax`;
}

interface PageText {
  title: string;
  paragraphs: string[];
}

async function page(status: number, text: PageText, script?: { body: string; data: string }): Promise<Response> {
  const policy = [
    "default-src 'none'",
    `style-src ${await sha256(STYLE)}`,
    `script-src ${script ? await sha256(script.body) : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  const body = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(text.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(text.title)}</h1>
${text.paragraphs.map((paragraph, index) => `<p${index === 0 ? ' id="estado"' : ''}>${escapeHtml(paragraph)}</p>`).join('\n')}
</main>
${script ? `<pre hidden id="mensaje">${escapeHtml(script.data)}</pre>\n<script>${script.body}</script>` : ''}
</body>
</html>
`;
  return new Response(body, {
    status,
    headers: headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': policy,
      // The state is used once, whatever the outcome.
      'Set-Cookie': stateCookie('', 0),
    }),
  });
}

const RETRY = 'Cierre esta ventana y pulse «Iniciar sesión con GitHub» otra vez en el editor.';

/** The refusals and failures, each a short Spanish page that says what to do. */
export const FAILURES = {
  notConfigured: {
    status: 503,
    title: 'El inicio de sesión aún no está configurado',
    paragraphs: [
      'Al sitio le faltan los datos de la aplicación de GitHub (GITHUB_CLIENT_ID y GITHUB_CLIENT_SECRET).',
      'Pida a quien administra el sitio que los agregue en la configuración del servidor (CONTENIDO.md, «Editar en el sitio publicado»).',
    ],
  },
  badRequest: {
    status: 400,
    title: 'Solicitud de inicio de sesión no válida',
    paragraphs: ['Esta dirección se abre solo desde el editor del sitio.', RETRY],
  },
  denied: {
    status: 403,
    title: 'No se concedió el acceso',
    paragraphs: [
      'En GitHub se canceló la autorización, así que el editor no puede guardar cambios con su cuenta.',
      `${RETRY} En GitHub, pulse «Authorize» para continuar.`,
    ],
  },
  stateMissing: {
    status: 400,
    title: 'No se pudo comprobar el inicio de sesión',
    paragraphs: [
      'Falta el dato de seguridad de esta ventana: se abrió en otro navegador, se borraron las cookies o la dirección no viene del editor.',
      RETRY,
    ],
  },
  stateWrong: {
    status: 403,
    title: 'El inicio de sesión no coincide',
    paragraphs: [
      'La respuesta de GitHub no corresponde al inicio de sesión de esta ventana, así que se rechazó por seguridad.',
      RETRY,
    ],
  },
  stateExpired: {
    status: 400,
    title: 'El inicio de sesión caducó',
    paragraphs: [`Pasaron más de ${STATE_MAX_AGE_SECONDS / 60} minutos desde que se abrió esta ventana.`, RETRY],
  },
  codeRejected: {
    status: 400,
    title: 'GitHub no aceptó el inicio de sesión',
    paragraphs: ['El permiso de GitHub ya se usó o caducó.', RETRY],
  },
  githubDown: {
    status: 502,
    title: 'GitHub no respondió',
    paragraphs: [
      'No se pudo completar el inicio de sesión porque GitHub no respondió o respondió con un error.',
      `Espere unos minutos. ${RETRY} Si se repite, consulte https://www.githubstatus.com.`,
    ],
  },
} satisfies Record<string, PageText & { status: number }>;

export type Failure = keyof typeof FAILURES;

function fail(failure: Failure): Promise<Response> {
  const { status, ...text } = FAILURES[failure];
  return page(status, text);
}

interface Settings {
  clientId: string;
  clientSecret: string;
  github: string;
}

/** The environment's values, or null when one is missing or GitHub's address is not HTTPS (loopback aside). */
function settings(env: SignInEnv): Settings | null {
  const clientId = env.GITHUB_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return null;
  let github: URL;
  try {
    github = new URL(env.GITHUB_URL?.trim() || 'https://github.com');
  } catch {
    return null;
  }
  const loopback = github.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(github.hostname);
  if (github.protocol !== 'https:' && !loopback) return null;
  return { clientId, clientSecret, github: github.origin };
}

function randomState(now: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const random = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `${Math.floor(now / 1000)}.${random}`;
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const STATE_PATTERN = /^(\d{1,12})\.[A-Za-z0-9_-]{43}$/;

/** GET /admin/sesion/inicio?provider=github&scope=repo: the state, then GitHub's authorize page. */
export async function startSignIn(request: Request, env: SignInEnv, now = Date.now()): Promise<Response> {
  const config = settings(env);
  if (!config) return fail('notConfigured');
  const url = new URL(request.url);
  const provider = url.searchParams.get('provider');
  if (provider !== null && provider !== PROVIDER) return fail('badRequest');
  const scope = url.searchParams.get('scope') ?? 'repo';
  if (!SCOPES.has(scope)) return fail('badRequest');
  const state = randomState(now);
  const authorize = new URL('/login/oauth/authorize', config.github);
  authorize.searchParams.set('client_id', config.clientId);
  authorize.searchParams.set('redirect_uri', new URL(SIGN_IN_PATHS.callback, url.origin).href);
  authorize.searchParams.set('scope', scope);
  authorize.searchParams.set('state', state);
  authorize.searchParams.set('allow_signup', 'false');
  return new Response(null, {
    status: 302,
    headers: headers({ Location: authorize.href, 'Set-Cookie': stateCookie(state, STATE_MAX_AGE_SECONDS) }),
  });
}

/** GET /admin/sesion/regreso?code=…&state=…: the checks, the exchange, the handshake page. */
export async function finishSignIn(request: Request, env: SignInEnv, now = Date.now()): Promise<Response> {
  const config = settings(env);
  if (!config) return fail('notConfigured');
  const url = new URL(request.url);
  const error = url.searchParams.get('error');
  if (error === 'access_denied') return fail('denied');
  if (error) return fail('badRequest');

  const expected = cookieValue(request, STATE_COOKIE);
  const state = url.searchParams.get('state');
  if (!expected || !state) return fail('stateMissing');
  if (!sameText(expected, state)) return fail('stateWrong');
  const issued = STATE_PATTERN.exec(state);
  if (!issued) return fail('stateWrong');
  const age = now / 1000 - Number(issued[1]);
  if (age > STATE_MAX_AGE_SECONDS || age < -60) return fail('stateExpired');
  const code = url.searchParams.get('code');
  if (!code) return fail('badRequest');

  let answer: { access_token?: unknown; error?: unknown };
  try {
    const response = await fetch(new URL('/login/oauth/access_token', config.github), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code,
        redirect_uri: new URL(SIGN_IN_PATHS.callback, url.origin).href,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return fail('githubDown');
    answer = (await response.json()) as typeof answer;
  } catch {
    return fail('githubDown');
  }
  if (answer.error === 'bad_verification_code') return fail('codeRejected');
  if (typeof answer.access_token !== 'string' || answer.access_token === '') return fail('githubDown');

  const message = `authorization:${PROVIDER}:success:${JSON.stringify({ token: answer.access_token, provider: PROVIDER })}`;
  return page(
    200,
    {
      title: 'Iniciando sesión en el editor',
      paragraphs: ['Un momento: se está entregando el acceso al editor de este sitio.'],
    },
    { body: HANDSHAKE, data: message },
  );
}
