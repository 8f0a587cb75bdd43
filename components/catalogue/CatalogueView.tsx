'use client';

import { Fragment, useId, type ReactNode } from 'react';

import {
  ALL,
  selectCategory,
  selectSubcategory,
  visibleCards,
  type CatalogueFilter,
  type Placement,
} from '@/lib/catalogueFilter';
import { countMessage, type CountMessages } from '@/lib/text';

import styles from './Catalogue.module.scss';

export interface FilterOption {
  id: string;
  label: string;
  subcategories: { id: string; label: string }[];
}

/** The Spanish of the filter, handed in by the server component (this one ships to the browser). */
export interface FilterCopy {
  category: string;
  subcategory: string;
  all: string;
  results: CountMessages;
}

/** A card rendered on the server, with the place in the catalogue that the filter looks at. */
export interface CardSlot extends Placement {
  key: string;
  card: ReactNode;
}

interface CatalogueViewProps {
  copy: FilterCopy;
  categories: FilterOption[];
  cards: CardSlot[];
  filter: CatalogueFilter;
  onChange: (filter: CatalogueFilter) => void;
  /** True until the page is interactive: the buttons do nothing before that. */
  disabled: boolean;
}

/**
 * Category and subcategory buttons, the announced number of results and the cards, grouped under their
 * category and subcategory headings: the pre-rendered page, read without JavaScript, is the whole
 * catalogue in order, and a filter only leaves out the groups it does not show.
 */
export function CatalogueView({ copy, categories, cards, filter, onChange, disabled }: CatalogueViewProps) {
  const baseId = useId();
  const visible = visibleCards(cards, filter);
  const category = categories.find((c) => c.id === filter.category);

  // Keyed by the filter value it sets: labels are the staff's words and may repeat.
  const button = (value: string, pressed: boolean, label: string, next: () => CatalogueFilter, className: string) => (
    <button
      key={value}
      type="button"
      className={className}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={() => onChange(next())}
    >
      {label}
    </button>
  );

  return (
    <>
      <div className={styles.filters}>
        <div className={styles.filterGroup} role="group" aria-labelledby={`${baseId}-categoria`}>
          <span id={`${baseId}-categoria`} className={styles.filterLabel}>
            {copy.category}
          </span>
          <div className={styles.filterButtons}>
            {button(ALL, filter.category === ALL, copy.all, () => selectCategory(ALL), styles.filterButton)}
            {categories.map((c) =>
              button(c.id, filter.category === c.id, c.label, () => selectCategory(c.id), styles.filterButton),
            )}
          </div>
        </div>
        {category && (
          <div className={styles.filterGroup} role="group" aria-labelledby={`${baseId}-subcategoria`}>
            <span id={`${baseId}-subcategoria`} className={styles.filterLabel}>
              {copy.subcategory}
            </span>
            <div className={styles.filterButtons}>
              {button(
                ALL,
                filter.subcategory === ALL,
                copy.all,
                () => selectSubcategory(filter, ALL),
                styles.subfilterButton,
              )}
              {category.subcategories.map((s) =>
                button(
                  s.id,
                  filter.subcategory === s.id,
                  s.label,
                  () => selectSubcategory(filter, s.id),
                  styles.subfilterButton,
                ),
              )}
            </div>
          </div>
        )}
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        {countMessage(copy.results, visible.length)}
      </p>
      {categories.map((c) => {
        const groups = c.subcategories
          .map((s) => ({ ...s, cards: visible.filter((slot) => slot.category === c.id && slot.subcategory === s.id) }))
          .filter((group) => group.cards.length > 0);
        if (groups.length === 0) return null;
        return (
          <div key={c.id} className={styles.group}>
            <h3 className={styles.groupTitle}>{c.label}</h3>
            {groups.map((s) => (
              <Fragment key={s.id}>
                <h4 className={styles.subgroupTitle}>{s.label}</h4>
                <ul className={styles.grid}>
                  {s.cards.map((slot) => (
                    <li key={slot.key}>{slot.card}</li>
                  ))}
                </ul>
              </Fragment>
            ))}
          </div>
        );
      })}
    </>
  );
}
