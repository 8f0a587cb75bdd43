'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { parseFilter, queryWithFilter, type CatalogueFilter } from '@/lib/catalogueFilter';
import { CatalogueView, type CardSlot, type FilterOption } from './CatalogueView';

/**
 * The interactive catalogue: the filter lives in the URL query (?categoria=…&subcategoria=…), so that a
 * filtered view can be shared, survives a reload and follows the back button. Each choice adds a history
 * entry without scrolling; Next keeps useSearchParams in step with the browser history.
 */
export function CatalogueFilters({ categories, cards }: { categories: FilterOption[]; cards: CardSlot[] }) {
  const searchParams = useSearchParams();
  const filter = parseFilter(categories, searchParams);

  const onChange = useCallback((next: CatalogueFilter) => {
    const { pathname, search, hash } = window.location;
    const nextSearch = queryWithFilter(search, next);
    if (nextSearch === search) return;
    window.history.pushState(null, '', `${pathname}${nextSearch}${hash}`);
  }, []);

  return <CatalogueView categories={categories} cards={cards} filter={filter} onChange={onChange} />;
}
