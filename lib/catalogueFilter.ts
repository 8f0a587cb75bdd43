/**
 * The /Servicios filter, as pure functions: which cards a category and subcategory show, how the choice
 * is read from and written to the URL query, and the rule that choosing a category resets the
 * subcategory. The page and the tests share these; the client component only wires them to the URL.
 */

/** Value of both filters when nothing is narrowed down; also the fallback for any unknown value. */
export const ALL = 'todas';

/** The URL query parameters, in Spanish as every URL of the site. */
export const QUERY_KEYS = { category: 'categoria', subcategory: 'subcategoria' } as const;

export interface CatalogueFilter {
  category: string;
  subcategory: string;
}

export const defaultFilter: CatalogueFilter = { category: ALL, subcategory: ALL };

/** The shape of the catalogue the filter needs: category ids, each with its subcategory ids. */
export interface FilterCategory {
  id: string;
  subcategories: { id: string }[];
}

/** Where one card sits in the catalogue. */
export interface Placement {
  category: string;
  subcategory: string;
}

/** The catalogue as one list in page order: each item with its place and a key unique in the page. */
export function flattenCatalogue<T>(
  categories: readonly { id: string; subcategories: readonly { id: string; items: readonly T[] }[] }[],
): (Placement & { key: string; item: T })[] {
  return categories.flatMap((category) =>
    category.subcategories.flatMap((subcategory) =>
      subcategory.items.map((item, index) => ({
        key: `${subcategory.id}-${index + 1}`,
        category: category.id,
        subcategory: subcategory.id,
        item,
      })),
    ),
  );
}

/** What the filter's buttons name: each category's id and label, and its subcategories'. */
export function filterOptions(
  categories: readonly { id: string; label: string; subcategories: readonly { id: string; label: string }[] }[],
) {
  return categories.map((category) => ({
    id: category.id,
    label: category.label,
    subcategories: category.subcategories.map(({ id, label }) => ({ id, label })),
  }));
}

/** The catalogue as the filter's cards: each item's place, its key, and the card `render` makes of it. */
export function cardSlots<T, C>(
  categories: readonly { id: string; subcategories: readonly { id: string; items: readonly T[] }[] }[],
  render: (item: T, key: string) => C,
): (Placement & { key: string; card: C })[] {
  return flattenCatalogue(categories).map(({ item, ...placement }) => ({
    ...placement,
    card: render(item, placement.key),
  }));
}

/** Anything that answers `get(name)` like URLSearchParams (and Next's ReadonlyURLSearchParams) does. */
export interface QueryReader {
  get(name: string): string | null;
}

/** Longer query values are not ids: they are dropped before any work is done on them. */
const MAX_VALUE_LENGTH = 64;

/** "  Domótica " → "domotica": lower case, no accents, no surrounding space, so typed links still match. */
function normalise(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_VALUE_LENGTH) return null;
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}

/**
 * The filter a URL query asks for. A category that does not exist, a subcategory that does not belong to
 * the chosen category, or a subcategory without a category all fall back to "todas", silently.
 */
export function parseFilter(categories: readonly FilterCategory[], query: QueryReader): CatalogueFilter {
  const categoryValue = normalise(query.get(QUERY_KEYS.category));
  const category = categories.find((c) => c.id === categoryValue);
  if (!category) return defaultFilter;
  const subcategoryValue = normalise(query.get(QUERY_KEYS.subcategory));
  const subcategory = category.subcategories.find((s) => s.id === subcategoryValue);
  return { category: category.id, subcategory: subcategory ? subcategory.id : ALL };
}

/** Choosing a category (or "todas") always resets the subcategory to "todas". */
export function selectCategory(categoryId: string): CatalogueFilter {
  return { category: categoryId, subcategory: ALL };
}

/** A subcategory narrows the chosen category; without a chosen category there is nothing to narrow. */
export function selectSubcategory(filter: CatalogueFilter, subcategoryId: string): CatalogueFilter {
  if (filter.category === ALL) return defaultFilter;
  return { category: filter.category, subcategory: subcategoryId };
}

export function matchesFilter(placement: Placement, filter: CatalogueFilter): boolean {
  if (filter.category === ALL) return true;
  if (placement.category !== filter.category) return false;
  return filter.subcategory === ALL || placement.subcategory === filter.subcategory;
}

/** The cards a filter shows, in catalogue order. */
export function visibleCards<T extends Placement>(cards: readonly T[], filter: CatalogueFilter): T[] {
  return cards.filter((card) => matchesFilter(card, filter));
}

/**
 * The query string ("?categoria=…&subcategoria=…", or "" for everything) of a filter, keeping any other
 * parameters of the current query (campaign tags, for example) as they were.
 */
export function queryWithFilter(currentSearch: string, filter: CatalogueFilter): string {
  const params = new URLSearchParams(currentSearch);
  params.delete(QUERY_KEYS.category);
  params.delete(QUERY_KEYS.subcategory);
  if (filter.category !== ALL) {
    params.set(QUERY_KEYS.category, filter.category);
    if (filter.subcategory !== ALL) params.set(QUERY_KEYS.subcategory, filter.subcategory);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
