// After `next build`: writes the redirect page of every route alias (from the route table, via
// out/route-aliases.json) as out/<alias>/index.html. A folder, not <alias>.html, because the alias differs
// from its target only by case (/SistemasPOS → /SistemasPOs) and two such files collide on macOS/Windows.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const out = path.resolve(import.meta.dirname, '..', 'out');
const manifest = path.join(out, 'route-aliases.json');

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const encodePath = (p) => p.split('/').map(encodeURIComponent).join('/');

/** The redirect page: works without JavaScript (meta refresh and a link) and with it (location.replace). */
export function aliasPage({ target, label }, canonicalOrigin) {
  const href = escapeHtml(encodePath(target));
  const name = escapeHtml(label);
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, follow">
<meta http-equiv="refresh" content="0; url=${href}">
<link rel="canonical" href="${escapeHtml(canonicalOrigin)}${href}">
<title>${name}: esta página cambió de dirección</title>
<script>location.replace(${JSON.stringify(encodePath(target))} + location.search + location.hash)</script>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#0b1f3a;color:#fff;text-align:center;padding:1rem}a{color:#3fd0da;font-weight:700}</style>
</head>
<body>
<main>
<h1>Esta página cambió de dirección</h1>
<p>Le llevamos a <a href="${href}">${name}</a>.</p>
</main>
</body>
</html>
`;
}

function main() {
  const aliases = JSON.parse(readFileSync(manifest, 'utf8'));
  const canonicalOrigin = readFileSync(path.join(out, 'robots.txt'), 'utf8').match(/Sitemap: (https?:\/\/[^/\s]+)/)[1];
  for (const alias of aliases) {
    const dir = path.join(out, alias.path.slice(1));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), aliasPage(alias, canonicalOrigin));
  }
  rmSync(manifest);
  console.log(
    `postbuild: ${aliases.length} página(s) de redirección escritas (${aliases.map((a) => a.path).join(', ')}).`,
  );
}

main();
