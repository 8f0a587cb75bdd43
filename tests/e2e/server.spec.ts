import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

import { deferredScripts } from '../../scripts/paint-first-markup.mjs';

// Production hosting and the bundled server (npm run serve) follow the same host rules
// (deploy/host-rules.mjs): every rule is checked against both, over raw HTTP, no browser.
// A request target with raw UTF-8 bytes is not valid HTTP (browsers always percent-encode it): nginx
// accepts it anyway, Node's parser answers a clean 400.
const servers = [
  { name: 'nginx', baseURL: `http://127.0.0.1:${process.env.E2E_NGINX_PORT}`, rawUtf8: true },
  { name: 'servidor incluido', baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`, rawUtf8: false },
];
const tlsURL = `https://127.0.0.1:${process.env.E2E_NGINX_TLS_PORT}`;
const outDir = path.resolve(__dirname, '../../out');

/** Sent with every response, whatever its type or status. */
const securityHeaders = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': expect.stringContaining('camera=()'),
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  baseURL: string,
  target: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const base = new URL(baseURL);
  const client = base.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        host: base.hostname,
        port: base.port,
        path: target,
        method: init.method ?? 'GET',
        headers: init.headers,
        rejectUnauthorized: false, // the test server's throwaway certificate
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A request whose target is sent byte for byte (Node's client refuses raw UTF-8); status and headers. */
function rawRequest(baseURL: string, target: string): Promise<{ status: number; head: string }> {
  const base = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(base.port), base.hostname, () => {
      socket.end(Buffer.from(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'utf8'));
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => {
      const head = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n')[0]!;
      resolve({ status: Number(head.split(' ')[1]), head });
    });
    socket.on('error', reject);
  });
}

/** The first framework chunk the home page loads (named by its paint-first loader). */
const firstScript = () => deferredScripts(readFileSync(path.join(outDir, 'index.html'), 'utf8')).scripts[0]!;

for (const server of servers) {
  test.describe(server.name, () => {
    const get = (target: string, init?: Parameters<typeof request>[2]) => request(server.baseURL, target, init);

    test('URL limpias: /X sirve X.html; /X.html y /X/ redirigen con 301 relativo, conservando la consulta', async () => {
      const home = await get('/');
      expect(home.status).toBe(200);
      expect(home.headers['content-type']).toMatch(/^text\/html/);
      expect((await get('/Nosotros')).body.toString()).toContain('<h1');
      const expected: [string, string][] = [
        ['/index.html', '/'],
        ['/Nosotros.html', '/Nosotros'],
        ['/Nosotros/', '/Nosotros'],
        ['/Nosotros/?origen=correo', '/Nosotros?origen=correo'],
        ['/Pantallas-Se%C3%B1alizaci%C3%B3n/', '/Pantallas-Se%C3%B1alizaci%C3%B3n'],
      ];
      for (const [from, to] of expected) {
        const res = await get(from);
        expect(res.status, from).toBe(301);
        expect(res.headers.location, from).toBe(to);
      }
    });

    test('una ruta que empieza con // o /\\ nunca redirige a otro sitio', async () => {
      for (const target of ['//ejemplo.invalid/', '/\\ejemplo.invalid/', '//ejemplo.invalid/x.html']) {
        const res = await get(target);
        expect(res.headers.location ?? '', target).not.toMatch(/^(\/\/|\/\\|https?:)/);
        expect(res.status, target).toBeLessThan(500);
      }
    });

    test('rutas desconocidas, /404 y /_not-found: la página 404 con estado 404', async () => {
      for (const target of ['/no-existe-esta-ruta', '/404', '/_not-found', '/_headers', '/_redirects', '/a/b/c']) {
        const res = await get(target);
        expect(res.status, target).toBe(404);
        expect(res.body.toString(), target).toContain('No encontramos esta página');
      }
      expect((await get('/404.html')).headers.location).toBe('/404');
    });

    test('las rutas distinguen mayúsculas; el alias /SistemasPOS responde 301 relativo', async () => {
      expect((await get('/RedesNetworking')).status).toBe(200);
      expect((await get('/redesnetworking')).status).toBe(404);
      expect((await get('/robots.txt')).status).toBe(200);
      expect((await get('/ROBOTS.TXT')).status).toBe(404);
      expect((await get('/SistemasPOs')).body.toString()).toContain('<h1');
      const alias = await get('/SistemasPOS?utm_source=correo');
      expect(alias.status).toBe(301);
      expect(alias.headers.location).toBe('/SistemasPOs?utm_source=correo');
      expect((await get('/sistemaspos')).status).toBe(404);
    });

    test('la ruta con tilde: codificada, en UTF-8 crudo, en NFD (301 a NFC) y sus cargas útiles', async () => {
      const encoded = '/Pantallas-Se%C3%B1alizaci%C3%B3n';
      const page = await get(encoded);
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('<h1');
      const raw = await rawRequest(server.baseURL, '/Pantallas-Señalización');
      expect(raw.status).toBe(server.rawUtf8 ? 200 : 400);
      expect(raw.head).toContain('X-Content-Type-Options: nosniff');
      const payload = await get(`${encoded}.txt`);
      expect(payload.status).toBe(200);
      expect(payload.headers['content-type']).toMatch(/^text\/plain/);
      // Decomposed (NFD) spelling, as some macOS tools write it: sent on to the exported NFC page.
      const decomposed = await get('/Pantallas-Sen%CC%83alizacio%CC%81n');
      expect(decomposed.status).toBe(301);
      expect(decomposed.headers.location).toBe(encoded);
      const rawDecomposed = await rawRequest(server.baseURL, '/Pantallas-Señalización'.normalize('NFD'));
      expect(rawDecomposed.status).toBe(server.rawUtf8 ? 301 : 400);
      // Other capitalisations are other paths, as everywhere on the site.
      expect((await get('/pantallas-se%C3%B1alizaci%C3%B3n')).status).toBe(404);
      expect((await get('/PANTALLAS-SE%C3%91ALIZACI%C3%93N')).status).toBe(404);
    });

    test('HEAD responde como GET, sin cuerpo', async () => {
      for (const target of ['/', '/index.txt', '/no-existe', '/SistemasPOS']) {
        const [head, full] = [await get(target, { method: 'HEAD' }), await get(target)];
        expect(head.status, target).toBe(full.status);
        expect(head.headers['content-type'], target).toBe(full.headers['content-type']);
        expect(head.body.length, target).toBe(0);
      }
    });

    test('solo GET y HEAD: los demás métodos reciben 405 con Allow', async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        for (const target of ['/', '/Nosotros', '/index.txt', '/no-existe']) {
          const res = await get(target, { method });
          expect(res.status, `${method} ${target}`).toBe(405);
          expect(res.headers.allow, `${method} ${target}`).toBe('GET, HEAD');
        }
      }
      expect((await get('/')).headers.allow).toBeUndefined();
    });

    test('las cargas útiles .txt son text/plain, se revalidan y nunca se reescriben a HTML', async () => {
      const res = await get('/index.txt');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body.toString()).not.toContain('<html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect((await get('/Nosotros/__next._tree.txt')).headers['content-type']).toMatch(/^text\/plain/);
      const missing = await get('/no-existe.txt');
      expect(missing.status).toBe(404);
    });

    test('sirve los archivos precomprimidos .br y .gz según Accept-Encoding, con Vary', async () => {
      const brotli = await get('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.body.equals(readFileSync(path.join(outDir, 'index.html.br')))).toBe(true);
      expect(brotliDecompressSync(brotli.body).toString()).toMatch(/<html [^>]*lang="es"/);
      const gzip = await get('/', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toMatch(/<html [^>]*lang="es"/);
      const plain = await get('/');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toMatch(/<html [^>]*lang="es"/);
      for (const res of [brotli, gzip, plain]) expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      const script = await get(firstScript(), { headers: { 'Accept-Encoding': 'br' } });
      expect(script.headers['content-encoding']).toBe('br');
    });

    test('caché: _next/static inmutable un año; páginas y cargas útiles se revalidan', async () => {
      const asset = await get(firstScript());
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get('/')).headers['cache-control']).toBe('no-cache');
      expect((await get('/Nosotros')).headers['cache-control']).toBe('no-cache');
      expect((await get('/Nosotros.txt')).headers['cache-control']).toBe('no-cache');
    });

    test('cada respuesta, de todo tipo y estado, lleva las cabeceras de seguridad', async () => {
      const long = `/${'a'.repeat(9000)}`;
      const cases: [string, string, number][] = [
        ['GET', '/', 200],
        ['GET', firstScript(), 200],
        ['GET', '/index.txt', 200],
        ['GET', '/logo-mark.svg', 200],
        ['GET', '/SistemasPOS', 301],
        ['GET', '/Nosotros/', 301],
        ['GET', '/no-existe', 404],
        ['GET', '/_next/static/no-existe.js', 404],
        ['POST', '/', 405],
        ['GET', '/%E0%A4%A', 400],
        ['GET', long, 414],
      ];
      for (const [method, target, status] of cases) {
        const res = await get(target, { method });
        expect(res.status, `${method} ${target.slice(0, 40)}`).toBe(status);
        expect(res.headers, `${method} ${target.slice(0, 40)}`).toMatchObject(securityHeaders);
        expect(res.headers['strict-transport-security']).toBeUndefined(); // plain HTTP
        expect(res.headers.server ?? '').not.toMatch(/\d/); // no version
      }
    });

    test('peticiones extrañas: un 4xx limpio, nunca un 5xx ni un archivo fuera de out/', async () => {
      const segment = 'a'.repeat(255);
      const targets = [
        '/../etc/passwd',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/_next/../../package.json',
        '/%00',
        '/Nosotros%00.html',
        '/%E0%A4%A',
        '/%',
        `/${segment}`,
        `/${segment}.txt`,
        `/${segment}/${segment}`,
        `/${'b'.repeat(256)}`,
        `/${'a'.repeat(8 * 1024)}`,
        `/${'a/'.repeat(8 * 1024)}`,
        `/?q=${'x'.repeat(16 * 1024)}`,
      ];
      for (const target of targets) {
        const res = await get(target);
        const label = target.slice(0, 40);
        expect(res.status, label).toBeGreaterThanOrEqual(400);
        expect(res.status, label).toBeLessThan(500);
        expect(res.body.toString(), label).not.toContain('root:');
        expect(res.body.toString(), label).not.toContain('"devDependencies"');
      }
    });

    test('Range sobre el video: 206 con Content-Range; rangos imposibles sin error de servidor', async () => {
      const video = '/media/fondo-navbar.mp4';
      const size = (await get(video)).body.length;
      const part = await get(video, { headers: { Range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
      expect(part.body.length).toBe(100);
      const tail = await get(video, { headers: { Range: `bytes=${size - 10}-` } });
      expect(tail.status).toBe(206);
      expect(tail.body.length).toBe(10);
      expect((await get(video, { headers: { Range: `bytes=${size + 10}-` } })).status).toBe(416);
      for (const range of ['bytes=100-50', 'bytes=abc', 'bytes=0-1,5-9', `bytes=0-${'9'.repeat(30)}`, 'items=0-1']) {
        const res = await get(video, { headers: { Range: range } });
        expect(res.status, range).toBeLessThan(500);
        expect([200, 206, 416], range).toContain(res.status);
      }
    });

    test('escucha solo en la interfaz de loopback', async () => {
      const external = Object.values(networkInterfaces())
        .flat()
        .find((address) => address && address.family === 'IPv4' && !address.internal);
      test.skip(!external, 'esta máquina no tiene otra interfaz de red');
      const port = new URL(server.baseURL).port;
      const outcome = await new Promise<string>((resolve) => {
        const req = http.get({ host: external!.address, port, path: '/', timeout: 2000 }, () => resolve('connected'));
        req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        req.on('timeout', () => {
          req.destroy();
          resolve('timeout');
        });
      });
      expect(outcome).not.toBe('connected');
    });
  });
}

test('nginx por HTTPS: las mismas reglas, más Strict-Transport-Security en cada respuesta', async () => {
  for (const [target, status] of [
    ['/', 200],
    [firstScript(), 200],
    ['/SistemasPOS', 301],
    ['/no-existe', 404],
  ] as const) {
    const res = await request(tlsURL, target);
    expect(res.status, target).toBe(status);
    expect(res.headers['strict-transport-security'], target).toBe('max-age=31536000');
    expect(res.headers, target).toMatchObject(securityHeaders);
  }
  expect((await request(tlsURL, '/SistemasPOS')).headers.location).toBe('/SistemasPOs');
  expect((await request(tlsURL, '/', { method: 'POST' })).status).toBe(405);
});
