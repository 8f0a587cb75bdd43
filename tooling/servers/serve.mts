// Serves a static export (out/, or --dir) like the production hosts, with the same host rules
// (tooling/hosts/rules.ts and out/_redirects). sirv serves the files; this wrapper answers what sirv would get
// wrong (methods, long or malformed URLs, traversal, the error pages). Loopback only.
// Usage: npm run serve [-- --port 3000] [--dir another/export]
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

import { encodePath } from '../../lib/encodePath.ts';
import {
  allowedMethods,
  cacheControl,
  cleanUrlRedirect,
  hiddenPaths,
  immutablePrefixes,
  maxUrlLength,
  notFoundPage,
  notFoundPageFor,
  notFoundPages,
  notFoundPaths,
  securityHeaders,
} from '../hosts/rules.ts';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'out');

type Encoding = 'br' | 'gzip';
/** An error page's bytes, as stored and precompressed when the export has the copies. */
type ErrorPage = { identity: Buffer } & Partial<Record<Encoding, Buffer>>;

/** The 301s of <dir>/_redirects, keyed by decoded path (none where the file is missing, as in the bench's floor). */
function readRedirects(dir: string): Map<string, string> {
  const redirects = new Map<string, string>();
  const file = path.join(dir, '_redirects');
  if (!existsSync(file)) return redirects;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to && status === '301') redirects.set(decodeURIComponent(from), to);
  }
  return redirects;
}

/** An error page and its precompressed copies, read once. */
function readNotFoundPage(dir: string, page: string): ErrorPage {
  const file = path.join(dir, page);
  const variants: Record<Encoding, string> = { br: `${file}.br`, gzip: `${file}.gz` };
  return {
    identity: readFileSync(file),
    ...Object.fromEntries(
      Object.entries(variants)
        .filter(([, name]) => existsSync(name))
        .map(([encoding, name]) => [encoding, readFileSync(name)]),
    ),
  };
}

/**
 * The decoded, normalised path of a request target, or a status code for a request that names no file:
 * 400 for malformed escapes, NUL and a way out of the root. A raw UTF-8 path arrives as latin1 text.
 */
function decodeTarget(pathname: string): string | number {
  let decoded: string;
  try {
    decoded = decodeURIComponent(Buffer.from(pathname, 'latin1').toString('utf8'));
  } catch {
    return 400;
  }
  if (decoded.includes('\0') || !decoded.startsWith('/')) return 400;
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '..') {
      if (segments.length === 0) return 400;
      segments.pop();
    } else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * Accept-Encoding without q=0 entries; sirv reads the header with a plain substring test. A header of
 * more than a few hundred characters is no real browser's and is dropped rather than searched.
 */
const acceptedEncodings = (header = ''): string =>
  header.length > 512
    ? ''
    : header
        .split(',')
        .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
        .join(',');

/** A single `bytes=a-b` or `bytes=a-` range that sirv can serve; anything else is ignored (full 200). */
const servableRange = (header: string | undefined): string | undefined => {
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header ?? '');
  return match && (match[2] === '' || Number(match[1]) <= Number(match[2])) ? header : undefined;
};

/** The request handler over an exported folder (out/ unless told otherwise). */
function createHandler(dir = out): http.RequestListener {
  const redirects = readRedirects(dir);
  const notFoundByPage: Record<string, ErrorPage> = Object.fromEntries(
    [notFoundPage, ...notFoundPages.map(({ page }) => page)]
      .filter((page) => existsSync(path.join(dir, page)))
      .map((page) => [page, readNotFoundPage(dir, page)]),
  );
  const files = sirv(dir, { extensions: ['html'], brotli: true, gzip: true, etag: true, dotfiles: false });

  const send = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    status: number,
    headers: http.OutgoingHttpHeaders = {},
  ) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
    res.end(req.method === 'HEAD' ? undefined : `${status} ${http.STATUS_CODES[status]}\n`);
  };

  const sendNotFound = (req: http.IncomingMessage, res: http.ServerResponse, decoded: string) => {
    const notFound = notFoundByPage[notFoundPageFor(decoded)] ?? notFoundByPage[notFoundPage];
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const encoding = (['br', 'gzip'] as const).find((name) => notFound[name] && accepted.includes(name));
    const body = (encoding && notFound[encoding]) || notFound.identity;
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': cacheControl.revalidate,
      Vary: 'Accept-Encoding',
      ...(encoding && { 'Content-Encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return (req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (!allowedMethods.includes(req.method ?? '')) {
      return send(req, res, 405, { Allow: allowedMethods.join(', ') });
    }
    const target = req.url ?? '/';
    if (target.length > maxUrlLength) return send(req, res, 414);

    const queryAt = target.indexOf('?');
    const query = queryAt < 0 ? '' : target.slice(queryAt);
    const decoded = decodeTarget(queryAt < 0 ? target : target.slice(0, queryAt));
    if (typeof decoded === 'number') return send(req, res, decoded);

    const cleanUrl = cleanUrlRedirect(target);
    if (cleanUrl) return send(req, res, 301, { Location: cleanUrl });

    const redirect = redirects.get(decoded);
    if (redirect) return send(req, res, 301, { Location: redirect + query });
    // A name longer than any file system allows names no file.
    const tooLong = decoded.split('/').some((segment) => Buffer.byteLength(segment) > 255);
    const isErrorPage = decoded === notFoundPage || notFoundPages.some(({ page }) => page === decoded);
    if (tooLong || notFoundPaths.includes(decoded) || hiddenPaths.includes(decoded) || isErrorPage) {
      return sendNotFound(req, res, decoded);
    }

    res.setHeader(
      'Cache-Control',
      immutablePrefixes.some((prefix) => decoded.startsWith(prefix)) ? cacheControl.immutable : cacheControl.revalidate,
    );
    req.url = encodePath(decoded) + query;
    req.headers['accept-encoding'] = acceptedEncodings(req.headers['accept-encoding']);
    req.headers.range = servableRange(req.headers.range);
    files(req, res, () => {
      res.removeHeader('Cache-Control');
      sendNotFound(req, res, decoded);
    });
  };
}

function main() {
  const portFlag = process.argv.indexOf('--port');
  const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : process.env.PORT || 3000);
  const dirFlag = process.argv.indexOf('--dir');
  const dir = dirFlag > 0 ? path.resolve(process.argv[dirFlag + 1]) : out;
  if (!existsSync(path.join(dir, notFoundPage))) {
    console.error(`No export in ${path.relative(root, dir) || dir}/: run \`npm run build\` first.`);
    process.exit(1);
  }
  // Headers larger than Node's 16 KB default still get an answer of ours (414), with the security headers.
  const server = http.createServer({ maxHeaderSize: 64 * 1024 }, createHandler(dir));
  server.on('clientError', (error, socket) => {
    if (!socket.writable) return socket.destroy();
    const headers = Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n${headers.join('')}\r\n`);
  });
  server.listen(port, '127.0.0.1', () =>
    console.log(`Serving ${path.relative(root, dir) || dir}/ on http://127.0.0.1:${port}/`),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
}

if (process.argv[1] === import.meta.filename) main();
