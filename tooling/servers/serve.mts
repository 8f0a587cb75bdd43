// Serves a static export like the production hosts, with the same host rules (tooling/hosts/rules.ts, _redirects):
// sirv serves the files, this wrapper answers what sirv would get wrong (methods, long or malformed URLs,
// traversal, the error pages). Loopback only. Usage: npm run serve [-- --port 3000] [--dir another/export]
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

import { encodePath } from '../../lib/encodePath.ts';
import * as rules from '../hosts/rules.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The 301s of <dir>/_redirects, keyed by decoded path (none where the file is missing, as in the bench's floor). */
function readRedirects(dir: string): Map<string, string> {
  const file = path.join(dir, '_redirects');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const redirects = lines
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from && to && status === '301');
  return new Map(redirects.map(([from, to]) => [decodeURIComponent(from), to]));
}

/** An error page and its precompressed copies, read once. */
const readErrorPage = (file: string) => ({
  identity: readFileSync(file),
  ...(existsSync(`${file}.br`) && { br: readFileSync(`${file}.br`) }),
  ...(existsSync(`${file}.gz`) && { gzip: readFileSync(`${file}.gz`) }),
});

/** The decoded, normalised path (raw UTF-8 arrives as latin1), or 400: malformed escapes, NUL, a way out of the root. */
function decodeTarget(pathname: string): string | number {
  let decoded: string;
  try {
    decoded = decodeURIComponent(Buffer.from(pathname, 'latin1').toString('utf8'));
  } catch {
    return 400;
  }
  const normal = path.posix.normalize(`.${decoded}`).replace(/\/$/, '');
  if (decoded.includes('\0') || !decoded.startsWith('/') || normal === '..' || normal.startsWith('../')) return 400;
  return normal === '.' ? '/' : `/${normal}`;
}

/** Accept-Encoding without q=0 entries (sirv tests for a substring); over 512 characters, no real browser's: none. */
const accepts = (part: string) => !/;\s*q=0(\.0*)?\s*$/.test(part);
const acceptedEncodings = (header = ''): string =>
  header.length > 512 ? '' : header.split(',').filter(accepts).join(',');

/** A single `bytes=a-b` or `bytes=a-` range that sirv can serve; anything else is ignored (full 200). */
const servableRange = (header: string | undefined): string | undefined => {
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header ?? '');
  return match && (match[2] === '' || Number(match[1]) <= Number(match[2])) ? header : undefined;
};

/** The request handler over an exported folder. */
function createHandler(dir: string): http.RequestListener {
  const redirects = readRedirects(dir);
  const notFoundByPage = new Map(
    rules.errorPages
      .filter((page) => existsSync(path.join(dir, page)))
      .map((page) => [page, readErrorPage(path.join(dir, page))]),
  );
  const files = sirv(dir, { extensions: ['html'], brotli: true, gzip: true, etag: true, dotfiles: false });

  return (req, res) => {
    const send = (status: number, headers: http.OutgoingHttpHeaders = {}) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
      res.end(req.method === 'HEAD' ? undefined : `${status} ${http.STATUS_CODES[status]}\n`);
    };
    const sendNotFound = (decoded: string) => {
      const notFound = (notFoundByPage.get(rules.notFoundPageFor(decoded)) ?? notFoundByPage.get(rules.notFoundPage))!;
      const accepted = acceptedEncodings(req.headers['accept-encoding']);
      const encoding = (['br', 'gzip'] as const).find((name) => notFound[name] && accepted.includes(name));
      const body = (encoding && notFound[encoding]) || notFound.identity;
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': body.length,
        'Cache-Control': rules.cacheControl.revalidate,
        Vary: 'Accept-Encoding',
        ...(encoding && { 'Content-Encoding': encoding }),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };

    for (const [name, value] of Object.entries(rules.securityHeaders)) res.setHeader(name, value);
    if (!rules.allowedMethods.includes(req.method ?? '')) return send(405, { Allow: rules.allowedMethods.join(', ') });
    const target = req.url ?? '/';
    if (target.length > rules.maxUrlLength) return send(414);

    const queryAt = target.indexOf('?');
    const query = queryAt < 0 ? '' : target.slice(queryAt);
    const decoded = decodeTarget(queryAt < 0 ? target : target.slice(0, queryAt));
    if (typeof decoded === 'number') return send(decoded);

    const location = rules.cleanUrlRedirect(target) ?? (redirects.has(decoded) ? redirects.get(decoded) + query : null);
    if (location) return send(301, { Location: location });
    // A name longer than any file system allows names no file.
    const tooLong = decoded.split('/').some((segment) => Buffer.byteLength(segment) > 255);
    if (tooLong || [...rules.notFoundPaths, ...rules.hiddenPaths, ...rules.errorPages].includes(decoded)) {
      return sendNotFound(decoded);
    }

    const immutable = rules.immutablePrefixes.some((prefix) => decoded.startsWith(prefix));
    res.setHeader('Cache-Control', immutable ? rules.cacheControl.immutable : rules.cacheControl.revalidate);
    req.url = encodePath(decoded) + query;
    req.headers['accept-encoding'] = acceptedEncodings(req.headers['accept-encoding']);
    req.headers.range = servableRange(req.headers.range);
    files(req, res, () => {
      res.removeHeader('Cache-Control');
      sendNotFound(decoded);
    });
  };
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string' } } });
  const port = Number(values.port ?? (process.env.PORT || 3000));
  const dir = values.dir ? path.resolve(values.dir) : path.join(root, 'out');
  if (!existsSync(path.join(dir, rules.notFoundPage))) {
    console.error(`No export in ${path.relative(root, dir) || dir}/: run \`npm run build\` first.`);
    process.exit(1);
  }
  // Headers larger than Node's 16 KB default still get an answer of ours (414), with the security headers.
  const server = http.createServer({ maxHeaderSize: 64 * 1024 }, createHandler(dir));
  server.on('clientError', (error, socket) => {
    if (!socket.writable) return socket.destroy();
    const headers = Object.entries(rules.securityHeaders).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n${headers.join('')}\r\n`);
  });
  server.listen(port, '127.0.0.1', () =>
    console.log(`Serving ${path.relative(root, dir) || dir}/ on http://127.0.0.1:${port}/`),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
}
