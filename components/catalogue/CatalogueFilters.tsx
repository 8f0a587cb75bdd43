'use client';

import { useCallback, useSyncExternalStore } from 'react';

import { useHydrated } from '@/hooks/useHydrated';
import { parseFilter, queryWithFilter, type CatalogueFilter } from '@/lib/catalogueFilter';

import { CatalogueView, type CardSlot, type FilterCopy, type FilterOption } from './CatalogueView';

// The query string as an external store: the back and forward buttons (popstate) and our own pushState
// calls change it. (Not useSearchParams: under static export it needs a Suspense boundary whose
// pre-rendered fallback is thrown away and re-rendered on load; this way the grid is hydrated as it is.)
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const clientSearch = () => window.location.search;
/** The pre-rendered page shows every card, whatever the query. */
const serverSearch = () => '';

/**
 * The interactive catalogue: the filter lives in the URL query (?categoria=…&subcategoria=…), so that a
 * filtered view can be shared, survives a reload and follows the back button. Each choice adds a history
 * entry without scrolling; Next's router keeps its own state in step with history.pushState.
 */
export function CatalogueFilters({
  copy,
  categories,
  cards,
}: {
  copy: FilterCopy;
  categories: FilterOption[];
  cards: CardSlot[];
}) {
  const search = useSyncExternalStore(subscribe, clientSearch, serverSearch);
  const hydrated = useHydrated();
  const filter = parseFilter(categories, new URLSearchParams(search));

  const onChange = useCallback((next: CatalogueFilter) => {
    const { pathname, search: current, hash } = window.location;
    const nextSearch = queryWithFilter(current, next);
    if (nextSearch === current) return;
    window.history.pushState(null, '', `${pathname}${nextSearch}${hash}`);
    listeners.forEach((listener) => listener());
  }, []);

  return (
    <CatalogueView
      copy={copy}
      categories={categories}
      cards={cards}
      filter={filter}
      onChange={onChange}
      disabled={!hydrated}
    />
  );
}
