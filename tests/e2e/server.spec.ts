import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import net from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

import { encodePath } from '../../lib/encodePath';
import { absoluteUrl } from '../../lib/metadata';
import { routeAliases, siteIn, allRoutes as spanishRoutes } from './content';

// Every page of both languages.
const allRoutes = [...spanishRoutes, ...siteIn('en').allRoutes];

// Each host rule (tooling/hosts/rules.ts) over raw HTTP, no browser, on every host the export may meet: nginx
// (HTTP/1.1, and HTTP/2 on its HTTPS server), the bundled server and Cloudflare's workerd; a host's entry says
// where it answers otherwise by design. A plain static host, without rules, is checked at the end.

interface Host {
  name: string;
  baseURL: string;
  protocol: 'http/1.1' | 'h2';
  /** A raw UTF-8 request target: served like its encoded form, refused with 400, or not sendable. */
  rawUtf8: 'served' | 400 | null;
  /** Clean-URL redirects (/X.html, /X/ → /X): nginx sends 301; Cloudflare Pages 308, its own rule. */
  cleanUrlStatus: 301 | 308;
  /** /404 and /_not-found: Cloudflare Pages ignores out/_redirects' 404 rules and serves them as pages. */
  errorPathStatus: 404 | 200;
  /** Cache-Control of pages and payloads: Cloudflare's default means the same as no-cache. */
  revalidate: string;
  /** HSTS: over HTTPS only; Cloudflare Pages serves nothing but HTTPS, so out/_headers sends it always. */
  hsts: 'https' | 'always';
  /** 405 answers name the allowed methods (Cloudflare's own 405 does not). */
  allowHeader: boolean;
  /** Compressed bodies: the build's .br/.gz files, or compressed by the platform (Cloudflare), no Vary. */
  compression: 'precompressed' | 'platform';
  /** Range requests: nginx and the bundled server answer 206; wrangler's local server sends the whole file. */
  ranges: boolean;
  /** Malformed escapes: 400, or treated as a path that names no file (404). */
  malformedStatus: 400 | 404;
  /** A target over 8 KB: nginx's request-line limit (414); HTTP/2 has none (404); workerd refuses it (431). */
  longTarget: { status: number; headers: boolean };
  /** Targets wrangler's local loader cannot look up on disk (502; Pages itself answers 404): any other 5xx fails. */
  localLoaderFailures: readonly string[];
}

const segment = 'a'.repeat(255);
const nginxRules = {
  cleanUrlStatus: 301,
  errorPathStatus: 404,
  revalidate: 'no-cache',
  hsts: 'https',
  allowHeader: true,
  compression: 'precompressed',
  ranges: true,
  malformedStatus: 400,
  longTarget: { status: 414, headers: true },
  localLoaderFailures: [],
} as const;
const hosts: Host[] = [
  {
    name: 'nginx',
    baseURL: `http://127.0.0.1:${process.env.E2E_NGINX_PORT}`,
    protocol: 'http/1.1',
    rawUtf8: 'served',
    ...nginxRules,
  },
  {
    name: 'nginx HTTP/2',
    baseURL: `https://127.0.0.1:${process.env.E2E_NGINX_TLS_PORT}`,
    protocol: 'h2',
    rawUtf8: null,
    ...nginxRules,
    longTarget: { status: 404, headers: true },
  },
  {
    name: 'bundled server',
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    protocol: 'http/1.1',
    rawUtf8: 400,
    ...nginxRules,
  },
  {
    name: 'Cloudflare (workerd)',
    baseURL: `http://127.0.0.1:${process.env.E2E_CLOUDFLARE_PORT}`,
    protocol: 'http/1.1',
    rawUtf8: 'served',
    cleanUrlStatus: 308,
    errorPathStatus: 200,
    revalidate: 'public, max-age=0, must-revalidate',
    hsts: 'always',
    allowHeader: false,
    compression: 'platform',
    ranges: false,
    malformedStatus: 404,
    longTarget: { status: 431, headers: false },
    localLoaderFailures: [
      '/_headers',
      '/_redirects',
      '/%00',
      '/Nosotros%00.html',
      `/${segment}`,
      `/${segment}.txt`,
      `/${'b'.repeat(256)}`,
    ],
  },
];
const tlsURL = `https://127.0.0.1:${process.env.E2E_NGINX_TLS_PORT}`;
const plainURL = `http://127.0.0.1:${process.env.E2E_PLAIN_PORT}`;
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
  /** The protocol the exchange used: 'http/1.1' or, negotiated by ALPN, 'h2'. */
  protocol: string;
}
type RequestInit = { method?: string; headers?: Record<string, string> };

function request(baseURL: string, target: string, init: RequestInit = {}): Promise<Reply> {
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
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), protocol: 'http/1.1' }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The same request over HTTP/2 (TLS, ALPN offering only h2): fails unless the server agrees to h2. */
function requestH2(baseURL: string, target: string, init: RequestInit = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(baseURL, { rejectUnauthorized: false, ALPNProtocols: ['h2'] });
    session.on('error', reject);
    const req = session.request({ ':method': init.method ?? 'GET', ':path': target, ...init.headers });
    const chunks: Buffer[] = [];
    let status = 0;
    let headers: http.IncomingHttpHeaders = {};
    req.on('response', (response) => {
      const { ':status': code, ...rest } = response;
      status = Number(code);
      headers = rest as http.IncomingHttpHeaders;
    });
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const protocol = session.alpnProtocol ?? '';
      session.close();
      resolve({ status, headers, body: Buffer.concat(chunks), protocol });
    });
    req.on('error', (error) => {
      session.destroy();
      reject(error);
    });
    req.end();
  });
}

/** A request target sent byte for byte (Node's client refuses raw UTF-8): status and head, HTTP/1.1. */
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

/** The first framework chunk the home page loads. */
const firstScript = () =>
  /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(readFileSync(path.join(outDir, 'index.html'), 'utf8'))![1]!;

for (const host of hosts) {
  test.describe(host.name, () => {
    const get = async (target: string, init?: RequestInit) => {
      const reply = await (host.protocol === 'h2' ? requestH2 : request)(host.baseURL, target, init);
      expect(reply.protocol, `${host.name}: protocolo de ${target.slice(0, 40)}`).toBe(host.protocol);
      return reply;
    };
    const hstsExpected = host.hsts === 'always' || host.baseURL.startsWith('https:');

    test('clean URLs: /X serves X.html; /X.html and /X/ redirect with a relative permanent redirect, keeping the query', async () => {
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
        expect(res.status, from).toBe(host.cleanUrlStatus);
        expect(res.headers.location, from).toBe(to);
      }
    });

    test('every route of the table answers 200 with its page', async () => {
      for (const route of allRoutes) {
        const res = await get(encodePath(route.path));
        expect(res.status, route.path).toBe(200);
        expect(res.headers['content-type'], route.path).toMatch(/^text\/html/);
        expect(res.body.toString(), route.path).toContain(`<link rel="canonical" href="${absoluteUrl(route.path)}"/>`);
      }
    });

    test('a path that starts with // or /\\ never redirects to another site', async () => {
      for (const target of ['//ejemplo.invalid/', '/\\ejemplo.invalid/', '//ejemplo.invalid/x.html']) {
        const res = await get(target);
        expect(res.headers.location ?? '', target).not.toMatch(/^(\/\/|\/\\|https?:)/);
        expect(res.status, target).toBeLessThan(500);
      }
    });

    test('unknown routes, /404 and /_not-found: the 404 page with status 404', async () => {
      for (const target of ['/no-existe-esta-ruta', '/a/b/c', '/404', '/_not-found']) {
        const res = await get(target);
        const status = target.startsWith('/no-existe') || target === '/a/b/c' ? 404 : host.errorPathStatus;
        expect(res.status, target).toBe(status);
        expect(res.body.toString(), target).toContain('No encontramos esta página');
      }
      for (const target of ['/_headers', '/_redirects']) {
        const res = await get(target);
        if (host.localLoaderFailures.includes(target)) expect(res.status, target).toBe(502);
        else expect(res.status, target).toBe(404);
        expect(res.body.toString(), target).not.toContain('Content-Security-Policy:');
      }
      const errorPage = await get('/404.html');
      expect(errorPage.status).toBe(host.cleanUrlStatus);
      expect(errorPage.headers.location).toBe('/404');
    });

    test('unknown routes under /en/ get the English error page with status 404', async () => {
      const english = siteIn('en');
      for (const target of ['/en/no-such-page', '/en/a/b/c', '/en/404']) {
        const res = await get(target);
        expect(res.status, target).toBe(target === '/en/404' ? host.errorPathStatus : 404);
        const html = res.body.toString();
        expect(html, target).toMatch(/<html lang="en"/);
        expect(html, target).toContain(english.notFoundCopy.heading.replaceAll("'", '&#x27;'));
      }
      const home = await get(english.routes.home.path);
      expect(home.status).toBe(200);
      expect(home.body.toString()).toContain(english.home.hero.eyebrow);
    });

    test('routes are case-sensitive; the alias /SistemasPOS answers a relative 301', async () => {
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

    test('the accented route: encoded, in raw UTF-8, in NFD (301 to NFC) and its payloads', async () => {
      const encoded = '/Pantallas-Se%C3%B1alizaci%C3%B3n';
      const page = await get(encoded);
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('<h1');
      const payload = await get(`${encoded}.txt`);
      expect(payload.status).toBe(200);
      expect(payload.headers['content-type']).toMatch(/^text\/plain/);
      // Decomposed (NFD) spelling, as some macOS tools write it: sent on to the exported NFC page.
      const decomposed = await get('/Pantallas-Sen%CC%83alizacio%CC%81n');
      expect(decomposed.status).toBe(301);
      expect(decomposed.headers.location).toBe(encoded);
      // Other capitalisations are other paths, as everywhere on the site.
      expect((await get('/pantallas-se%C3%B1alizaci%C3%B3n')).status).toBe(404);
      expect((await get('/PANTALLAS-SE%C3%91ALIZACI%C3%93N')).status).toBe(404);
      if (host.rawUtf8 === null) return; // HTTP/2: a header field, always percent-encoded by clients
      const raw = await rawRequest(host.baseURL, '/Pantallas-Señalización');
      expect(raw.status).toBe(host.rawUtf8 === 'served' ? 200 : 400);
      expect(raw.head).toMatch(/X-Content-Type-Options: nosniff/i);
      const rawDecomposed = await rawRequest(host.baseURL, '/Pantallas-Señalización'.normalize('NFD'));
      expect(rawDecomposed.status).toBe(host.rawUtf8 === 'served' ? 301 : 400);
    });

    test('HEAD answers like GET, without a body', async () => {
      for (const target of ['/', '/index.txt', '/no-existe', '/SistemasPOS']) {
        const [head, full] = [await get(target, { method: 'HEAD' }), await get(target)];
        expect(head.status, target).toBe(full.status);
        expect(head.headers['content-type'], target).toBe(full.headers['content-type']);
        expect(head.body.length, target).toBe(0);
      }
    });

    test('only GET and HEAD: every other method gets 405', async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        for (const target of ['/', '/Nosotros', '/index.txt', '/no-existe']) {
          const res = await get(target, { method });
          expect(res.status, `${method} ${target}`).toBe(405);
          expect(res.headers.allow, `${method} ${target}`).toBe(host.allowHeader ? 'GET, HEAD' : undefined);
        }
      }
      expect((await get('/')).headers.allow).toBeUndefined();
    });

    test('the .txt payloads are text/plain, revalidated and never rewritten to HTML', async () => {
      const res = await get('/index.txt');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body.toString()).not.toContain('<html');
      expect(res.headers['cache-control']).toBe(host.revalidate);
      expect((await get('/Nosotros/__next._tree.txt')).headers['content-type']).toMatch(/^text\/plain/);
      const missing = await get('/no-existe.txt');
      expect(missing.status).toBe(404);
    });

    test("responses compressed according to Accept-Encoding (the build's .br and .gz where they are served)", async () => {
      // Offered both, nginx and the bundled server choose brotli; workerd picks gzip, so it is asked for br alone.
      const offer = host.compression === 'platform' ? 'br' : 'gzip, deflate, br';
      const brotli = await get('/', { headers: { 'Accept-Encoding': offer } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).toString()).toMatch(/<html [^>]*lang="es"/);
      const gzip = await get('/', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toMatch(/<html [^>]*lang="es"/);
      const plain = await get('/');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toMatch(/<html [^>]*lang="es"/);
      const script = await get(firstScript(), { headers: { 'Accept-Encoding': 'br' } });
      expect(script.headers['content-encoding']).toBe('br');
      if (host.compression === 'platform') {
        // Cloudflare compresses by itself (the build's .br files are plain assets to it); its local server sends no Vary.
        return;
      }
      expect(brotli.body.equals(readFileSync(path.join(outDir, 'index.html.br')))).toBe(true);
      for (const res of [brotli, gzip, plain]) expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    });

    test('caching: _next/static immutable for a year; pages and payloads are revalidated', async () => {
      const asset = await get(firstScript());
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get('/')).headers['cache-control']).toBe(host.revalidate);
      expect((await get('/Nosotros')).headers['cache-control']).toBe(host.revalidate);
      expect((await get('/Nosotros.txt')).headers['cache-control']).toBe(host.revalidate);
    });

    test('every response, of every type and status, carries the security headers', async () => {
      const cases: [string, string, number][] = [
        ['GET', '/', 200],
        ['GET', firstScript(), 200],
        ['GET', '/index.txt', 200],
        ['GET', '/logo-mark.svg', 200],
        ['GET', '/SistemasPOS', 301],
        ['GET', '/Nosotros/', host.cleanUrlStatus],
        ['GET', '/no-existe', 404],
        ['GET', '/_next/static/no-existe.js', 404],
        ['POST', '/', 405],
        ['GET', '/%E0%A4%A', host.malformedStatus],
      ];
      if (host.longTarget.headers) cases.push(['GET', `/${'a'.repeat(9000)}`, host.longTarget.status]);
      for (const [method, target, status] of cases) {
        const res = await get(target, { method });
        const label = `${method} ${target.slice(0, 40)}`;
        expect(res.status, label).toBe(status);
        expect(res.headers, label).toMatchObject(securityHeaders);
        if (hstsExpected) expect(res.headers['strict-transport-security'], label).toBe('max-age=31536000');
        else expect(res.headers['strict-transport-security'], label).toBeUndefined();
        expect(res.headers.server ?? '').not.toMatch(/\d/); // no version
      }
      if (!host.longTarget.headers) {
        // workerd refuses a request target over its limit itself (431), before Cloudflare's rules run.
        const long = await get(`/${'a'.repeat(9000)}`);
        expect(long.status).toBe(host.longTarget.status);
        expect(long.headers['x-content-type-options']).toBeUndefined();
      }
    });

    test('strange requests: a clean 4xx, never a 5xx or a file outside out/', async () => {
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
        const label = target.slice(0, 40);
        const res = await get(target).catch((error: Error) => error);
        if (res instanceof Error) {
          // Over HTTP/2 a header block past nginx's buffers (here a 16 KB target) ends the connection with
          // ENHANCE_YOUR_CALM, the protocol's refusal, before any response: no page, no 5xx.
          expect(host.protocol, label).toBe('h2');
          expect(target.length, label).toBeGreaterThan(8 * 1024);
          expect(res.message, label).toMatch(/code 11\b/);
          continue;
        }
        if (host.localLoaderFailures.includes(target)) {
          expect(res.status, label).toBe(502);
          expect(res.body.toString(), label).toMatch(/^\[wrangler\] Could not serve static asset/);
        } else {
          expect(res.status, label).toBeGreaterThanOrEqual(400);
          expect(res.status, label).toBeLessThan(500);
        }
        expect(res.body.toString(), label).not.toContain('root:');
        expect(res.body.toString(), label).not.toContain('"devDependencies"');
      }
    });

    test('Range on the video: 206 with Content-Range; impossible ranges without a server error', async () => {
      const video = '/media/fondo-navbar.mp4';
      const size = (await get(video)).body.length;
      const part = await get(video, { headers: { Range: 'bytes=0-99' } });
      if (!host.ranges) {
        // A server may ignore Range (RFC 9110): wrangler's local server sends the whole file, 200.
        expect(part.status).toBe(200);
        expect(part.body.length).toBe(size);
      } else {
        expect(part.status).toBe(206);
        expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
        expect(part.body.length).toBe(100);
        const tail = await get(video, { headers: { Range: `bytes=${size - 10}-` } });
        expect(tail.status).toBe(206);
        expect(tail.body.length).toBe(10);
        expect((await get(video, { headers: { Range: `bytes=${size + 10}-` } })).status).toBe(416);
      }
      for (const range of ['bytes=100-50', 'bytes=abc', 'bytes=0-1,5-9', `bytes=0-${'9'.repeat(30)}`, 'items=0-1']) {
        const res = await get(video, { headers: { Range: range } });
        expect(res.status, range).toBeLessThan(500);
        expect([200, 206, 416], range).toContain(res.status);
      }
    });

    test('listens on the loopback interface only', async () => {
      const external = Object.values(networkInterfaces())
        .flat()
        .find((address) => address && address.family === 'IPv4' && !address.internal);
      test.skip(!external, 'this machine has no other network interface');
      const port = new URL(host.baseURL).port;
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

test('nginx over HTTPS: HTTP/2 through ALPN, with the same statuses and headers as HTTP/1.1, plus HSTS', async () => {
  const ignored = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  const comparable = (headers: http.IncomingHttpHeaders) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !ignored.has(name)));
  const cases: [string, string, Record<string, string>?][] = [
    ['GET', '/'],
    ['GET', '/', { 'Accept-Encoding': 'br' }],
    ['GET', firstScript()],
    ['GET', '/index.txt'],
    ['GET', '/Nosotros/'],
    ['GET', '/SistemasPOS?origen=correo'],
    ['GET', '/Pantallas-Sen%CC%83alizacio%CC%81n'],
    ['GET', '/no-existe'],
    ['GET', '/404'],
    ['HEAD', '/'],
    ['POST', '/'],
    ['GET', '/%E0%A4%A'],
  ];
  for (const [method, target, headers] of cases) {
    const label = `${method} ${target}`;
    const [h1, h2] = [
      await request(tlsURL, target, { method, headers }),
      await requestH2(tlsURL, target, { method, headers }),
    ];
    expect(h2.protocol, label).toBe('h2');
    expect(h2.status, label).toBe(h1.status);
    expect(comparable(h2.headers), label).toEqual(comparable(h1.headers));
    expect(h2.body.equals(h1.body), label).toBe(true);
    expect(h2.headers['strict-transport-security'], label).toBe('max-age=31536000');
  }
  // A client that offers only HTTP/1.1 still gets it.
  const h1 = await new Promise<string>((resolve, reject) => {
    const socket = tls.connect(
      { host: '127.0.0.1', port: Number(new URL(tlsURL).port), ALPNProtocols: ['http/1.1'], rejectUnauthorized: false },
      () => {
        resolve(String(socket.alpnProtocol));
        socket.end();
      },
    );
    socket.on('error', reject);
  });
  expect(h1).toBe('http/1.1');
});

// A static host without rules (GitHub Pages, an object store): nginx with only try_files and 404.html.
test.describe('static host without rules', () => {
  const get = (target: string) => request(plainURL, target);

  test('every route of the table answers 200 with its page, without an extension', async () => {
    for (const route of allRoutes) {
      const res = await get(encodePath(route.path));
      expect(res.status, route.path).toBe(200);
      expect(res.body.toString(), route.path).toContain(`<link rel="canonical" href="${absoluteUrl(route.path)}"/>`);
    }
    expect((await get('/no-existe')).status).toBe(404);
    expect((await get('/no-existe')).body.toString()).toContain('No encontramos esta página');
  });

  test('/SistemasPOS answers 200 with the alias document; /SistemasPOs serves the real page', async () => {
    for (const alias of routeAliases) {
      const res = await get(`${alias.path}?origen=correo`);
      expect(res.status).toBe(200);
      const html = res.body.toString();
      expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(alias.target)}"/>`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${encodePath(alias.target)}"/>`);
      expect(html).toContain(`location.replace("${encodePath(alias.target)}"+location.search+location.hash)`);
      expect(html).toContain(`<a href="${encodePath(alias.target)}">`);
      const page = await get(encodePath(alias.target));
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('<h1');
      expect(page.body.toString()).not.toContain('http-equiv="refresh"');
    }
  });
});
