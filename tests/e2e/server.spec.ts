import http from 'node:http';
import { networkInterfaces } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// The bundled server (npm run serve) must behave like production hosting. Raw HTTP, no browser.
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

function get(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const base = new URL(baseURL);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, path, method: init.method ?? 'GET', headers: init.headers },
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

test('URL limpias: / y los archivos .html se sirven sin extensión', async () => {
  const home = await get('/');
  expect(home.status).toBe(200);
  expect(home.headers['content-type']).toMatch(/^text\/html/);
  const withExtension = await get('/index.html');
  expect(withExtension.status).toBe(301);
});

test('rutas desconocidas: 404.html con estado 404', async () => {
  const res = await get('/no-existe-esta-ruta');
  expect(res.status).toBe(404);
  expect(res.body.toString()).toContain('No encontramos esta página');
});

test('las rutas distinguen mayúsculas y minúsculas', async () => {
  expect((await get('/RedesNetworking')).status).toBe(200);
  expect((await get('/redesnetworking')).status).toBe(404);
  expect((await get('/robots.txt')).status).toBe(200);
  expect((await get('/ROBOTS.TXT')).status).toBe(404);
  // The alias and its target differ only by case, and each answers with its own page.
  expect((await get('/SistemasPOs')).body.toString()).toContain('<h1');
  expect((await get('/SistemasPOS')).body.toString()).toContain('http-equiv="refresh"');
});

test('la ruta con tilde se sirve desde su URL codificada, también sus cargas útiles .txt', async () => {
  const page = await get('/Pantallas-Se%C3%B1alizaci%C3%B3n');
  expect(page.status).toBe(200);
  expect(page.body.toString()).toContain('<h1');
  const payload = await get('/Pantallas-Se%C3%B1alizaci%C3%B3n.txt');
  expect(payload.status).toBe(200);
  expect(payload.headers['content-type']).toMatch(/^text\/plain/);
  // Decomposed (NFD) spelling is a different path: the export is NFC only.
  expect((await get('/Pantallas-Sen%CC%83alizacio%CC%81n')).status).toBe(404);
});

test('HEAD responde como GET, sin cuerpo', async () => {
  for (const path of ['/', '/index.txt', '/no-existe']) {
    const [head, full] = [await get(path, { method: 'HEAD' }), await get(path)];
    expect(head.status).toBe(full.status);
    expect(head.headers['content-type']).toBe(full.headers['content-type']);
    expect(head.body.length).toBe(0);
  }
});

test('las cargas útiles .txt del enrutador son text/plain y no se reescriben a HTML', async () => {
  const res = await get('/index.txt');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.body.toString()).not.toContain('<html');
  expect(res.headers['cache-control']).toBe('no-cache');
});

test('comprime con gzip cuando el cliente lo acepta', async () => {
  const res = await get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(res.body).toString()).toContain('<html lang="es"');
});

test('los archivos con hash de _next/static se guardan en caché como inmutables', async () => {
  const html = (await get('/')).body.toString();
  const asset = html.match(/\/_next\/static\/[^"]+\.js/)![0];
  const res = await get(asset);
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toContain('immutable');
});

test('escucha solo en la interfaz de loopback', async () => {
  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal);
  test.skip(!external, 'esta máquina no tiene otra interfaz de red');
  const port = new URL(baseURL).port;
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
