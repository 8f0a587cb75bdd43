import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { HTML_LANG, OG_LOCALE, otherLocale } from '../../lib/i18n';
import { absoluteUrl } from '../../lib/metadata';
import { OG_IMAGE_SIZE } from '../../lib/previews';
import { siteUrl } from '../../lib/siteUrl';
import { allRoutes, company, LOCALES, siteIn, type RouteId } from './content';
import { expect, test } from './fixtures';
import { readRoute } from './routeReading';

// What search engines and chat apps read from every route, in both languages. Once, in the desktop project.
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'once is enough'));

const out = path.resolve(__dirname, '../../out');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

type Node = Record<string, unknown> & { '@type': string };

function graphNodes(blocks: string[]): Node[] {
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { '@context': string; '@graph': Node[] };
    expect(data['@context']).toBe('https://schema.org');
    return data['@graph'];
  });
}

const REQUIRED: Record<string, string[]> = {
  ProfessionalService: [
    '@id',
    'name',
    'url',
    'logo',
    'telephone',
    'email',
    'address',
    'geo',
    'openingHoursSpecification',
    'areaServed',
  ],
  WebSite: ['name', 'url', 'publisher'],
  Service: ['name', 'description', 'provider', 'areaServed', 'serviceType'],
  BreadcrumbList: ['itemListElement'],
  ItemList: ['name', 'itemListElement'],
};

/** Every canonical route of both languages, with its id and language. */
const everyRoute = LOCALES.flatMap((locale) =>
  (Object.entries(siteIn(locale).routes) as [RouteId, (typeof allRoutes)[number]][]).map(([id, route]) => ({
    id,
    locale,
    ...route,
  })),
);

test('every route has a unique, complete title, description, canonical link, Open Graph and large card, in its language', async ({
  page,
  request,
}) => {
  test.slow();
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of everyRoute) {
    const { status, head } = await readRoute(page, route.path);
    const where = `${route.path}:`;
    expect(status, where).toBe(200);
    const { company } = siteIn(route.locale);
    expect(head.lang, where).toBe(HTML_LANG[route.locale]);
    const description = head.meta.description;
    expect(head.title, where).toMatch(/\S/);
    expect(description.length, `${where} ${description}`).toBeGreaterThanOrEqual(70);
    expect(description.length, `${where} ${description}`).toBeLessThanOrEqual(160);
    titles.add(head.title);
    descriptions.add(description);
    expect(head.robots ?? '', where).not.toContain('noindex');

    const canonical = absoluteUrl(route.path);
    expect(canonical.startsWith(siteUrl)).toBe(true);
    expect(head.canonical, where).toBe(canonical);
    expect(head.meta, where).toMatchObject({
      'og:type': 'website',
      'og:locale': OG_LOCALE[route.locale],
      'og:site_name': company.shortName,
      'og:url': canonical,
      'og:title': expect.stringMatching(/\S/),
      'og:description': description,
      'og:image:width': String(OG_IMAGE_SIZE.width),
      'og:image:height': String(OG_IMAGE_SIZE.height),
      'og:image:alt': expect.stringMatching(/\S/),
      'twitter:card': 'summary_large_image',
      'twitter:title': expect.stringMatching(/\S/),
      'twitter:description': description,
    });
    expect(head.alternateLocales, where).toEqual([OG_LOCALE[otherLocale(route.locale)]]);

    // The preview image: an absolute URL on the site, a real 1200 × 630 PNG under 300 KB, served as image/png.
    const image = head.meta['og:image'];
    expect(image.startsWith(`${siteUrl}/og/`), where).toBe(true);
    expect(head.meta['twitter:image'], where).toBe(image);
    const imagePath = new URL(image).pathname;
    const file = path.join(out, decodeURIComponent(imagePath));
    expect(pngSize(file), where).toEqual(OG_IMAGE_SIZE);
    expect(statSync(file).size, where).toBeLessThan(300 * 1024);
    const served = await request.get(imagePath);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
  }
  expect(titles.size).toBe(everyRoute.length);
  expect(descriptions.size).toBe(everyRoute.length);
});

test('every route names its twin in the other language (hreflang es, en and x-default), and the twin names it back', async ({
  page,
}) => {
  test.slow();
  for (const route of everyRoute) {
    const { head } = await readRoute(page, route.path);
    const twins = {
      es: absoluteUrl(siteIn('es').routes[route.id].path),
      en: absoluteUrl(siteIn('en').routes[route.id].path),
    };
    expect(head.languages, route.path).toEqual({ es: twins.es, en: twins.en, 'x-default': twins.es });
    expect(head.canonical, route.path).toBe(twins[route.locale]);
  }
  // The error pages name no twin (their noindex: not-found.spec.ts).
  for (const path of ['/ruta-inexistente', '/en/page-that-does-not-exist']) {
    await page.goto(path);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  }
});

test('the structured data parses, has what its type requires and matches the company record, in each language', async ({
  page,
}) => {
  test.slow();
  for (const route of everyRoute) {
    const nodes = graphNodes((await readRoute(page, route.path)).head.jsonLd);
    const where = `${route.path}:`;
    const { routes, company } = siteIn(route.locale);
    for (const node of nodes) {
      for (const property of REQUIRED[node['@type']] ?? ['name'])
        expect(node, `${where} ${node['@type']}`).toHaveProperty(property);
    }
    const types = nodes.map((node) => node['@type']);
    const business = nodes.find((node) => node['@type'] === 'ProfessionalService');
    expect(business, where).toMatchObject({
      telephone: `+${company.whatsapp}`,
      address: { addressLocality: company.address.city, addressRegion: company.address.province, addressCountry: 'EC' },
    });
    expect(String((business!.address as Record<string, string>).streetAddress)).toContain(company.address.street);

    if (route.path === routes.home.path) {
      expect(types).toContain('WebSite');
      expect(nodes.find((node) => node['@type'] === 'WebSite')).toMatchObject({
        url: absoluteUrl(routes.home.path),
        inLanguage: route.locale === 'es' ? 'es-EC' : 'en',
      });
      expect(types).not.toContain('BreadcrumbList');
    } else {
      const breadcrumb = nodes.find((node) => node['@type'] === 'BreadcrumbList')!;
      const items = breadcrumb.itemListElement as { position: number; name: string; item: string }[];
      expect(items[0], where).toMatchObject({
        position: 1,
        name: routes.home.label,
        item: absoluteUrl(routes.home.path),
      });
      expect(items.at(-1), where).toMatchObject({
        position: items.length,
        name: route.label,
        item: absoluteUrl(route.path),
      });
    }
  }
});

// That each answers 200: server.spec.ts, on every host.
test('sitemap.xml lists exactly the canonical routes of both languages, each with its twin, and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)![1]!);
  expect([...locs].sort()).toEqual(everyRoute.map((route) => absoluteUrl(route.path)).sort());
  expect(locs).toContain(`${siteUrl}/Pantallas-Se%C3%B1alizaci%C3%B3n`);
  for (const [i, entry] of entries.entries()) {
    const route = everyRoute.find((candidate) => absoluteUrl(candidate.path) === locs[i])!;
    const alternates = Object.fromEntries(
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    );
    expect(alternates, locs[i]).toEqual({
      es: absoluteUrl(siteIn('es').routes[route.id].path),
      en: absoluteUrl(siteIn('en').routes[route.id].path),
      'x-default': absoluteUrl(siteIn('es').routes[route.id].path),
    });
  }
  expect(sitemap.match(/<lastmod>\d{4}-\d{2}-\d{2}/g)).toHaveLength(locs.length);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test('the web app manifest names the company, its colours and its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: company.name, short_name: company.shortName, lang: 'es-EC' });
  const purposes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
  expect((await request.get('/favicon.ico')).status()).toBe(200);
});

test('document outline: one h1, no skipped heading level and the usual landmarks, in each language', async ({
  page,
}) => {
  test.slow();
  for (const route of [...everyRoute.map((r) => r.path), '/ruta-que-no-existe', '/en/page-that-does-not-exist']) {
    const { headingLevels: levels, landmarks } = await readRoute(page, route);
    expect(
      levels.filter((level) => level === 1),
      route,
    ).toHaveLength(1);
    expect(levels[0], `${route}: el primer encabezado es el h1`).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1], `${route}: h${levels[i - 1]} → h${level}`).toBeLessThanOrEqual(1);
    });
    // The three landmarks and the navbar's navigation, by its name in the page's language.
    expect(landmarks, route).toEqual({ banner: 1, main: 1, contentinfo: 1, navbar: 1 });
  }
});
