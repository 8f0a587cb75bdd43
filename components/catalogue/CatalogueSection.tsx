import { BrandTile } from '@/components/brands/BrandTile';
import { Section } from '@/components/sections/Section';
import { brandById } from '@/content/brands';
import { catalogue, cataloguePage } from '@/content/catalogue';
import { flattenCatalogue } from '@/lib/catalogueFilter';

import { BrandsPanel } from './BrandsPanel';
import styles from './Catalogue.module.scss';
import { CatalogueCard } from './CatalogueCard';
import { CatalogueFilters } from './CatalogueFilters';
import type { CardSlot, FilterOption } from './CatalogueView';

const categories: FilterOption[] = catalogue.map((category) => ({
  id: category.id,
  label: category.label,
  subcategories: category.subcategories.map(({ id, label }) => ({ id, label })),
}));

/** The catalogue heading, the brands panel, the filters and the grid of every solution. */
export function CatalogueSection() {
  const copy = cataloguePage.catalogue;
  const cards: CardSlot[] = flattenCatalogue(catalogue).map(({ item, ...placement }) => ({
    ...placement,
    card: <CatalogueCard item={item} id={`solucion-${placement.key}`} />,
  }));

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
        {catalogue.map((category) => (
          <div key={category.id} className={styles.brandGroup}>
            <h3>{copy.brandsHeading(category.label)}</h3>
            <ul className={styles.brandList}>
              {category.brands.map((id) => (
                <li key={id}>
                  <BrandTile brand={brandById(id)} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </BrandsPanel>
      {/* Pre-rendered with every card (for search engines and visits without JavaScript); the filter
          from the URL applies once the page is interactive. */}
      <div className={styles.results}>
        <CatalogueFilters copy={cataloguePage.filters} categories={categories} cards={cards} />
      </div>
    </Section>
  );
}
