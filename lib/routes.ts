// The route table's mechanics: the paths and names live in content/routes.yaml; this is how the code
// reaches them. Every path of the site is written once, there.
import { SOLUTION_IDS, type RouteId, type SolutionId } from '@/content/schema/routes';

import { content, type RouteEntry } from './content';

export { ROUTE_IDS, SOLUTION_IDS, type RouteId, type SolutionId } from '@/content/schema/routes';

/** Anchors on the home page that other pages link to (DOM ids, kept from the original site). */
export const anchors = {
  contacto: 'contacto',
  domoticContact: 'domotic-contact',
} as const;

/** Every link to the contact section: the home page (whose path is always `/`) at `#contacto`. */
export const contactHref = `/#${anchors.contacto}`;

/** The route table: each page's path, menu label, summary and search description. */
export function routes(): Record<RouteId, RouteEntry> {
  return content().routes.routes;
}

export function route(id: RouteId): RouteEntry {
  return routes()[id];
}

/** Old spellings that must keep working; each sends the visitor on to its page. */
export function routeAliases() {
  return content().routes.aliases;
}

export function allRoutes(): RouteEntry[] {
  return Object.values(routes());
}

/** The solution pages in the order of the menus (content/navigation.yaml). */
export function solutionsInMenuOrder(): SolutionId[] {
  return content().navigation.solutionsMenu.order;
}

export function isSolutionId(id: string): id is SolutionId {
  return (SOLUTION_IDS as readonly string[]).includes(id);
}
