import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

import { SIGN_IN_PATHS, STATE_COOKIE } from '../../lib/signIn';
import { expect, test } from './fixtures';

// The CMS's sign-in (functions/admin/sesion/) in Cloudflare's runtime, with GitHub played by a loopback server
// and its API answered by the test: nothing leaves the machine.
test.describe.configure({ mode: 'serial' });

const site = `http://127.0.0.1:${process.env.E2E_CLOUDFLARE_PORT}`;
const githubPort = Number(process.env.E2E_GITHUB_PORT);
const github = `http://127.0.0.1:${githubPort}`;
const callbackUrl = `${site}${SIGN_IN_PATHS.callback}`;
const TOKEN = 'gho_pruebaDeInicioDeSesion0123456789';
const shots = process.env.SHOTS_48;

/** What the stand-in saw: each exchange of a code, as GitHub's token endpoint receives it. */
const exchanges: Record<string, string>[] = [];
const codes = new Map<string, string>();
let server: http.Server;

/** GitHub's two pages of the OAuth web flow, as far as the sign-in uses them; plus a page of another site. */
function standIn(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = new URL(request.url ?? '/', github);
  if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    if (url.searchParams.get('client_id') !== 'prueba-cliente' || redirect !== callbackUrl) {
      response.writeHead(400).end('wrong client or redirect_uri');
      return;
    }
    const code = `codigo-${codes.size + 1}`;
    codes.set(code, redirect);
    const back = (query: Record<string, string>) => `${redirect}?${new URLSearchParams({ ...query, state })}`;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><title>Authorize application</title><h1>Authorize prueba</h1>
<a href="${back({ code })}">Authorize</a> <a href="${back({ error: 'access_denied' })}">Cancel</a>`,
    );
    return;
  }
  if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', () => {
      const exchange = JSON.parse(body) as Record<string, string>;
      exchanges.push(exchange);
      const json = (value: unknown) =>
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
      if (exchange.code === 'caido') return void response.writeHead(503).end('unavailable');
      if (exchange.code === 'raro') return void response.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>');
      const valid =
        exchange.client_id === 'prueba-cliente' &&
        exchange.client_secret === 'prueba-secreto' &&
        codes.get(exchange.code ?? '') === exchange.redirect_uri;
      if (!valid) return json({ error: 'bad_verification_code' });
      codes.delete(exchange.code!);
      json({ access_token: TOKEN, token_type: 'bearer', scope: 'repo' });
    });
    return;
  }
  // Another site, which opens the sign-in itself and listens for whatever comes back.
  if (url.pathname === '/otro-sitio') {
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>Otro sitio</title>');
    return;
  }
  response.writeHead(404).end();
}

test.beforeAll(async () => {
  server = http.createServer(standIn);
  await new Promise<void>((resolve) => server.listen(githubPort, '127.0.0.1', resolve));
  if (shots) mkdirSync(shots, { recursive: true });
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** GitHub's REST API, as much as the CMS asks of it right after signing in, for the test's token only. */
async function answerGitHubApi(page: Page) {
  const cors = {
    'Access-Control-Allow-Origin': site,
    'Access-Control-Allow-Headers': 'authorization, content-type, cache-control',
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
  };
  await page.context().route('https://api.github.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const answer = (status: number, json: unknown) => route.fulfill({ status, json, headers: cors });
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    if (request.headers().authorization !== `token ${TOKEN}`) return answer(401, { message: 'Bad credentials' });
    if (url.pathname === '/user')
      return answer(200, { login: 'personal-prueba', name: 'Personal de prueba', avatar_url: '' });
    if (url.pathname === '/repos/austro-integra/sitio-web')
      return answer(200, {
        full_name: 'austro-integra/sitio-web',
        owner: { login: 'austro-integra' },
        default_branch: 'main',
        permissions: { push: true },
      });
    // Lists (open pull requests, branches, files): empty; anything else: not found.
    if (/\/(pulls|branches|commits)$/.test(url.pathname)) return answer(200, []);
    return answer(404, { message: 'Not Found' });
  });
}

/** Opens /admin, runs `before` in it, and starts the sign-in: the stand-in's authorize page in a popup. */
async function signInPopup(page: Page, before?: () => Promise<void>) {
  await page.goto(`${site}/admin`);
  await before?.();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Iniciar sesión con GitHub' }).click(),
  ]);
  await expect(popup.getByRole('heading', { name: 'Authorize prueba' })).toBeVisible();
  return popup;
}

test('the staff sign in at /admin through GitHub: popup, callback, the CMS signed in', async ({ page, guards }) => {
  await answerGitHubApi(page);
  const popup = await signInPopup(page);
  const callback = popup.waitForResponse((response) => response.url().startsWith(callbackUrl));
  const closed = popup.waitForEvent('close');
  await popup.getByRole('link', { name: 'Authorize' }).click();
  const answer = await callback;
  expect(answer.status()).toBe(200);
  // The CMS closes the popup once it has the token, and shows the collections.
  await closed;
  await expect(page.getByRole('button', { name: 'Iniciar sesión con GitHub' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Empresa y contacto' })).toBeVisible();
  expect(exchanges.at(-1)).toMatchObject({ client_id: 'prueba-cliente', client_secret: 'prueba-secreto' });
  await page.waitForLoadState('networkidle');
  if (shots) await page.screenshot({ path: path.join(shots, 'cms-signed-in.png') });
  // The CMS's own reads of files the stand-in does not hold are not this test's matter.
  guards.errors.length = 0;
});

test("the popup's last page says the sign-in is done, in Spanish", async ({ page, guards }) => {
  await answerGitHubApi(page);
  // Holds the popup's last message back (ahead of Decap's listener) so the page can be read before it closes.
  const popup = await signInPopup(page, () =>
    page.evaluate(() => {
      const held = window as unknown as { held?: MessageEvent };
      window.addEventListener(
        'message',
        (event) => {
          if (`${event.data}`.startsWith('authorization:github:success:') && event.isTrusted) {
            event.stopImmediatePropagation();
            held.held = event;
          }
        },
        true,
      );
    }),
  );
  await popup.getByRole('link', { name: 'Authorize' }).click();
  await expect(popup.getByRole('heading', { name: 'Sesión iniciada' })).toBeVisible();
  await expect(popup.getByText('Vuelva a la ventana del editor: esta ventana se cierra sola.')).toBeVisible();
  if (shots) await popup.screenshot({ path: path.join(shots, 'sign-in-done.png') });
  const closed = popup.waitForEvent('close');
  await page.evaluate(() => {
    const { held } = window as unknown as { held: MessageEvent };
    window.dispatchEvent(new MessageEvent('message', { data: held.data, origin: held.origin, source: held.source }));
  });
  await closed;
  await expect(page.getByRole('link', { name: 'Empresa y contacto' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  guards.errors.length = 0; // as above
});

test('a denied authorisation ends in a Spanish page with 403', async ({ page }) => {
  const popup = await signInPopup(page);
  const callback = popup.waitForResponse((response) => response.url().startsWith(callbackUrl));
  await popup.getByRole('link', { name: 'Cancel' }).click();
  expect((await callback).status()).toBe(403);
  await expect(popup.getByRole('heading', { name: 'No se concedió el acceso' })).toBeVisible();
  await expect(popup.getByText('pulse «Iniciar sesión con GitHub» otra vez')).toBeVisible();
  if (shots) await popup.screenshot({ path: path.join(shots, 'sign-in-denied.png') });
  await popup.close();
});

test('a sign-in opened by another site: the token never reaches it', async ({ page, context }) => {
  await page.goto(`${github}/otro-sitio`);
  await page.evaluate(() => {
    (window as unknown as { received: string[] }).received = [];
    window.addEventListener('message', (event) =>
      (window as unknown as { received: string[] }).received.push(`${event.origin} ${event.data}`),
    );
  });
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(
      (start) => void window.open(start, 'inicio', 'width=600,height=600'),
      `${site}${SIGN_IN_PATHS.start}?provider=github&scope=repo`,
    ),
  ]);
  const exchanged = exchanges.length;
  const callback = popup.waitForResponse((response) => response.url().startsWith(callbackUrl));
  await popup.getByRole('link', { name: 'Authorize' }).click();
  expect((await callback).status()).toBe(200);
  // The other site knocks as the CMS would; the popup answers only its own origin's CMS.
  await page.evaluate(() => {
    const popupWindow = window.open('', 'inicio')!;
    for (let i = 0; i < 5; i++) popupWindow.postMessage('authorizing:github', '*');
  });
  await expect(popup.getByText('Esta ventana no se abrió desde el editor de este sitio.')).toBeVisible();
  expect(exchanges.length).toBe(exchanged + 1); // GitHub did hand out a token…
  expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([]); // …which stayed home.
  if (shots) await popup.screenshot({ path: path.join(shots, 'sign-in-other-site.png') });
});

test.describe('refusals, by HTTP', () => {
  /** Starts a sign-in in a client of its own, so that each callback carries exactly the cookie its case names. */
  async function start(query = '?provider=github&scope=repo') {
    const client = await playwrightRequest.newContext();
    const response = await client.get(`${site}${SIGN_IN_PATHS.start}${query}`, { maxRedirects: 0 });
    const answer = { status: response.status(), headers: response.headers() };
    await client.dispose();
    return answer;
  }
  const callback = (request: APIRequestContext, query: Record<string, string>, cookie?: string) =>
    request.get(`${callbackUrl}?${new URLSearchParams(query)}`, {
      maxRedirects: 0,
      headers: cookie ? { Cookie: `${STATE_COOKIE}=${cookie}` } : {},
    });

  test('the start sets a random state in a __Host- cookie and sends the browser to GitHub', async () => {
    const response = await start();
    expect(response.status).toBe(302);
    const location = new URL(response.headers.location!);
    expect(location.origin + location.pathname).toBe(`${github}/login/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'prueba-cliente',
      redirect_uri: callbackUrl,
      scope: 'repo',
    });
    const state = location.searchParams.get('state')!;
    expect(response.headers['set-cookie']).toBe(
      `${STATE_COOKIE}=${state}; Max-Age=600; Path=/; Secure; HttpOnly; SameSite=Lax`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const other = new URL((await start()).headers.location!).searchParams.get('state');
    expect(other).not.toBe(state);
    expect((await start('?provider=gitlab')).status).toBe(400);
    expect((await start('?provider=github&scope=admin:org')).status).toBe(400);
  });

  test('the callback exchanges the code and answers a page under its own policy, never cached', async () => {
    const started = await start();
    const state = new URL(started.headers.location!).searchParams.get('state')!;
    const authorize = await (await fetch(started.headers.location!)).text();
    const back = /<a href="([^"]+)">Authorize<\/a>/.exec(authorize)![1]!.replace(/&amp;/g, '&');
    const client = await playwrightRequest.newContext();
    const response = await client.get(back, { maxRedirects: 0, headers: { Cookie: `${STATE_COOKIE}=${state}` } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
    // No opener policy: it would cut the popup off the CMS that opened it.
    expect(headers['cross-origin-opener-policy']).toBeUndefined();
    expect(headers['set-cookie']).toBe(`${STATE_COOKIE}=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax`);
    const html = await response.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    // Its own strict policy: its one inline script and its styles, by hash, and nothing else.
    expect(headers['content-security-policy']).toBe(
      `default-src 'none'; style-src ${hash(style)}; script-src ${hash(script)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    // The token travels in the page's data, posted to the page's own origin only; never to '*'.
    expect(html).toContain(`authorization:github:success:{&quot;token&quot;:&quot;${TOKEN}&quot;`);
    expect(script).toContain('opener.postMessage(message, origin)');
    expect(script).not.toContain("'*'");
    await client.dispose();
  });

  test('a missing, wrong or expired state, a used code, GitHub down: 400, 403, 502, each with what to do', async ({
    request,
  }) => {
    const state = new URL((await start()).headers.location!).searchParams.get('state')!;
    const cases: [Record<string, string>, string | undefined, number, string][] = [
      [{ code: 'x', state }, undefined, 400, 'No se pudo comprobar el inicio de sesión'],
      [{ code: 'x' }, state, 400, 'No se pudo comprobar el inicio de sesión'],
      [
        { code: 'x', state: state.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) },
        state,
        403,
        'El inicio de sesión no coincide',
      ],
      [
        { code: 'x', state: `1000000000.${state.split('.')[1]}` },
        `1000000000.${state.split('.')[1]}`,
        400,
        'El inicio de sesión caducó',
      ],
      [{ code: 'usado', state }, state, 400, 'GitHub no aceptó el inicio de sesión'],
      [{ code: 'caido', state }, state, 502, 'GitHub no respondió'],
      [{ code: 'raro', state }, state, 502, 'GitHub no respondió'],
      [{ error: 'access_denied', state }, state, 403, 'No se concedió el acceso'],
    ];
    for (const [query, cookie, status, title] of cases) {
      const response = await callback(request, query, cookie);
      expect(response.status(), JSON.stringify(query)).toBe(status);
      const html = await response.text();
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).not.toContain('<script');
      expect(response.headers()['content-security-policy']).toContain("script-src 'none'");
      expect(response.headers()['cache-control']).toBe('no-store');
    }
  });
});
