import { BrandTiles } from '@/components/brands/BrandTile';
import { Section } from '@/components/sections/Section';
import { fillPlaceholders } from '@/content/schema/placeholders';
import { brandsOf } from '@/lib/brands';
import { cardSlots, filterOptions } from '@/lib/catalogueFilter';
import { content, type Locale } from '@/lib/content';

import { BrandsPanel } from './BrandsPanel';
import styles from './Catalogue.module.scss';
import { CatalogueCard } from './CatalogueCard';
import { CatalogueFilters } from './CatalogueFilters';
import type { CardSlot, FilterOption } from './CatalogueView';

/** The catalogue heading, the brands panel, the filters and the grid of every solution. */
export function CatalogueSection({ locale }: { locale: Locale }) {
  const { catalogue: copy, filters, categories } = content(locale).catalogue;
  const options: FilterOption[] = filterOptions(categories);
  const cards: CardSlot[] = cardSlots(categories, (item, key) => (
    <CatalogueCard item={item} id={`solucion-${key}`} locale={locale} />
  ));

  return (
    <Section
      headingId="catalogo-titulo"
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={copy.lead}
      background="muted"
      innerClassName={styles.inner}
      headingClassName={styles.heading}
    >
      <BrandsPanel label={copy.brandsLabel}>
        {categories.map((category) => (
          <div key={category.id} className={styles.brandGroup}>
            <h3>{fillPlaceholders(copy.brandsHeading, { categoria: category.label.toLowerCase() })}</h3>
            <BrandTiles brands={brandsOf(category.brandGroups)} className={styles.brandList} />
          </div>
        ))}
      </BrandsPanel>
      {/* Pre-rendered with every card (for search engines and visits without JavaScript); the filter
          from the URL applies once the page is interactive. */}
      <div className={styles.results}>
        <CatalogueFilters copy={filters} categories={options} cards={cards} />
      </div>
    </Section>
  );
}
