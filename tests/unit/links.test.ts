import { content } from '@/lib/content';
import { buildMapsLink } from '@/lib/maps';
import { absoluteUrl, encodePath, pageMetadata } from '@/lib/metadata';
import { siteUrl } from '@/lib/siteUrl';
import { toWellFormed } from '@/lib/text';

const { company, about: aboutPage, routes: routeTable } = content('es');
const { routes } = routeTable;

describe('buildMapsLink', () => {
  it('searches the office address in the maps service', () => {
    const url = new URL(buildMapsLink(company.mapsQuery));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe(company.mapsQuery);
  });

  it.each(['Av. 12 de Abril & Agustín Cueva #3-45', 'Edificio “Río” 🏢\nPiso 3', 'x'.repeat(2000)])(
    'keeps %j intact',
    (query) => {
      expect(new URL(buildMapsLink(query)).searchParams.get('query')).toBe(query);
    },
  );
});

describe('toWellFormed', () => {
  it('keeps surrogate pairs and replaces lone surrogates', () => {
    expect(toWellFormed('🇪🇨 ok')).toBe('🇪🇨 ok');
    expect(toWellFormed('\uDC00a\uD83D')).toBe('\uFFFDa\uFFFD');
    expect(toWellFormed('')).toBe('');
  });
});

describe('encodePath and absoluteUrl', () => {
  it('percent-encodes non-ASCII segments and keeps slashes', () => {
    expect(encodePath('/Pantallas-Señalización')).toBe('/Pantallas-Se%C3%B1alizaci%C3%B3n');
    expect(encodePath('/SistemasPOs')).toBe('/SistemasPOs');
  });

  it('builds canonical URLs on the SITE_URL origin, percent-encoding the accented path once', () => {
    expect(absoluteUrl('/')).toBe(siteUrl);
    expect(absoluteUrl(routes.signage.path)).toBe(`${siteUrl}/Pantallas-Se%C3%B1alizaci%C3%B3n`);
  });

  it('gives each page its title, description, canonical URL and its own preview image', () => {
    const meta = pageMetadata('about', 'es');
    expect(meta.title).toEqual({ absolute: `${aboutPage.metaTitle} | ${company.shortName}` });
    expect(meta.description).toBe(routes.about.description);
    expect(meta.alternates?.canonical).toBe(`${siteUrl}/Nosotros`);
    expect(meta.openGraph).toMatchObject({
      locale: 'es_EC',
      url: `${siteUrl}/Nosotros`,
      images: [{ url: `${siteUrl}/og/nosotros.png`, width: 1200, height: 630 }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
  });
});
