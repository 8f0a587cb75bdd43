import { distance } from 'fastest-levenshtein';

export interface RouteLink {
  path: string;
  label: string;
}

/** The first segment of a path, decoded when possible, without `.html`, in lower case and NFC. */
function comparable(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is compared as it was typed.
  }
  const first = decoded.split('/').find(Boolean) ?? '';
  // Longer than any route: compared by its start only, so that odd input costs next to nothing.
  return first
    .slice(0, 64)
    .replace(/\.html$/i, '')
    .normalize('NFC')
    .toLowerCase();
}

/**
 * Up to `limit` routes closest to a path that matched none (edit distance of the first segment, ignoring
 * case, accents' encoding and `.html`), best first. A route qualifies only if at most a third of its
 * letters differ, so random addresses get no suggestions rather than arbitrary ones.
 */
export function suggestRoutes(path: string, routes: readonly RouteLink[], limit = 3): RouteLink[] {
  const typed = comparable(path);
  if (!typed) return [];
  return routes
    .map((route) => {
      const candidate = comparable(route.path);
      return { route, score: distance(typed, candidate), allowed: Math.max(1, Math.floor(candidate.length / 3)) };
    })
    .filter(({ score, allowed }) => score <= allowed)
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map(({ route }) => route);
}
