// The route table's mechanics: the paths and names of each language live in content/routes.yaml; this is
// how the code reaches them. Every path of the site is written once, there.
import type { RouteId, SolutionId } from '@/content/schema/routes';

import { content, type RouteEntry } from './content';
import { LOCALES, type Locale } from './i18n';

export { ROUTE_IDS, SOLUTION_IDS, type RouteId, type SolutionId } from '@/content/schema/routes';

/**
 * Anchors on the home page that other pages link to: DOM ids that show in the address bar, so each language
 * has its own (the Spanish ones are the original site's).
 */
const ANCHORS = {
  es: { contact: 'contacto', domoticContact: 'domotic-contact' },
  en: { contact: 'contact', domoticContact: 'smart-home' },
} as const satisfies Record<Locale, Record<string, string>>;

export function anchors(locale: Locale): (typeof ANCHORS)[Locale] {
  return ANCHORS[locale];
}

/** The route table of one language: each page's path, menu label, summary and search description. */
export function routes(locale: Locale): Record<RouteId, RouteEntry> {
  return content(locale).routes.routes;
}

export function route(id: RouteId, locale: Locale): RouteEntry {
  return routes(locale)[id];
}

/** Every link to the contact section: the home page of the language at its contact anchor. */
export function contactHref(locale: Locale): string {
  const home = route('home', locale).path;
  return `${home}#${anchors(locale).contact}`;
}

/** Old spellings of Spanish paths that must keep working; each sends the visitor on to its page. */
export function routeAliases() {
  return content('es').routes.aliases;
}

export function allRoutes(locale: Locale): RouteEntry[] {
  return Object.values(routes(locale));
}

/** Each page's path in every language, for the language switcher and the `hreflang` alternates. */
export function pathsByLanguage(id: RouteId): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, route(id, locale).path])) as Record<Locale, string>;
}

/** The solution pages in the order of the menus (content/navigation.yaml; the same in both languages). */
export function solutionsInMenuOrder(): SolutionId[] {
  return content('es').navigation.solutionsMenu.order;
}
