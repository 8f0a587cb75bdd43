import { toWellFormed } from './text';

/** A maps-service search for a place, opened by the visitor in a new tab (no map is embedded). */
export function buildMapsLink(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(toWellFormed(query))}`;
}
