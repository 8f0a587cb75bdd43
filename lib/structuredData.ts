import type { BreadcrumbList, ItemList, ProfessionalService, Service, Thing, WebSite, WithContext } from 'schema-dts';

import { content, type RouteEntry } from './content';
import { CONTENT_LANGUAGE, type Locale } from './i18n';
import { absoluteUrl } from './metadata';
import { publishedUrl, type PublishedPicture } from './photos';
import { previewImageFor } from './previews';
import { route, type RouteId } from './routes';
import { siteUrl } from './siteUrl';

/**
 * Every page, in both languages, names the company by this id, so search engines read one business, not
 * one per page.
 */
export const businessId = `${siteUrl}/#empresa`;
/** Each language's version of the site is a website of its own, in its language. */
const websiteId = (locale: Locale) =>
  locale === 'es' ? `${siteUrl}/#sitio` : `${absoluteUrl(route('home', locale).path)}#website`;

const areaServed = () =>
  content('es').company.areaServed.map((name) => ({ '@type': 'AdministrativeArea' as const, name }));

/** The company as a local business: who, where, when open and which provinces it serves. */
export function businessData(locale: Locale): ProfessionalService {
  const { company } = content(locale);
  const { address } = company;
  return {
    '@type': 'ProfessionalService',
    '@id': businessId,
    name: company.name,
    alternateName: company.shortName,
    description: company.tagline,
    url: absoluteUrl(route('home', locale).path),
    logo: absoluteUrl('/icons/icono-512.png'),
    image: absoluteUrl(previewImageFor('home', locale)),
    telephone: `+${company.whatsapp}`,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.street}, ${address.building}`,
      addressLocality: address.city,
      addressRegion: address.province,
      addressCountry: address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude },
    openingHoursSpecification: company.openingHours.map((entry) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: entry.days,
      opens: entry.opens,
      closes: entry.closes,
    })),
    areaServed: areaServed(),
  };
}

export function websiteData(locale: Locale): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId(locale),
    name: content(locale).company.shortName,
    url: absoluteUrl(route('home', locale).path),
    inLanguage: CONTENT_LANGUAGE[locale],
    publisher: { '@id': businessId },
  };
}

export function serviceData(route: RouteEntry, name: string, description: string): Service {
  return {
    '@type': 'Service',
    name,
    description,
    serviceType: route.label,
    url: absoluteUrl(route.path),
    provider: { '@id': businessId },
    areaServed: areaServed(),
  };
}

/** The trail from the home page to `route`: home → route, or home → parent → route. */
export function breadcrumbData(trail: RouteEntry[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((route, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: route.label,
      item: absoluteUrl(route.path),
    })),
  };
}

export interface ListEntry {
  name: string;
  description?: string;
  url?: string;
  image?: string;
}

/** The list entry of a described item with a picture (a product, a catalogue item). */
export function picturedEntry(item: { name: string; description: string; image: PublishedPicture }): ListEntry {
  return { name: item.name, description: item.description, image: publishedUrl(item.image) };
}

/** A list of things a page shows (products, partners, catalogue items), in the order it shows them. */
export function itemListData(
  name: string,
  entries: ListEntry[],
  type: 'Product' | 'Organization' | 'Service',
): ItemList {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': type,
        name: entry.name,
        ...(entry.description ? { description: entry.description } : {}),
        ...(entry.url ? { url: entry.url } : {}),
        ...(entry.image ? { image: absoluteUrl(entry.image) } : {}),
      } as Thing,
    })),
  };
}

/** One JSON-LD document holding every node of a page. */
export function jsonLdGraph(nodes: Thing[]): WithContext<Thing> {
  return { '@context': 'https://schema.org', '@graph': nodes } as unknown as WithContext<Thing>;
}

/**
 * JSON for a `<script type="application/ld+json">` element: characters that could close the element or
 * start markup (`<`, `>`, `&`) and the line separators JavaScript parsers reject are written as escapes,
 * so no content (a "</script>" in a description) can break out. JSON.parse reads it back unchanged.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The nodes of one route's page: its breadcrumb (every page but home) and what the page itself lists. */
export function pageGraph(routeId: RouteId, locale: Locale, nodes: Thing[] = []): Thing[] {
  const trail = routeId === 'home' ? [] : [breadcrumbData([route('home', locale), route(routeId, locale)])];
  return [...trail, ...nodes];
}
