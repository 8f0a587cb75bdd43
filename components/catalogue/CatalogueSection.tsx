import { BrandTile } from '@/components/brands/BrandTile';
import { SectionHeading } from '@/components/sections/SectionHeading';
import { brands } from '@/content/brands';
import { catalogue } from '@/content/catalogue';
import { cataloguePage } from '@/content/pageCopy';
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
    <section className={styles.section} aria-labelledby="catalogo-titulo">
      <div className={styles.inner}>
        <div className={styles.head}>
          <SectionHeading id="catalogo-titulo" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
          <BrandsPanel label={copy.brandsLabel}>
            {catalogue.map((category) => (
              <div key={category.id} className={styles.brandGroup}>
                <h3>{copy.brandsHeading(category.label)}</h3>
                <ul className={styles.brandList}>
                  {category.brands.map((name) => {
                    const brand = brands.find((b) => b.name === name);
                    return brand ? (
                      <li key={name}>
                        <BrandTile brand={brand} />
                      </li>
                    ) : null;
                  })}
                </ul>
              </div>
            ))}
          </BrandsPanel>
        </div>
        {/* Pre-rendered with every card (for search engines and visits without JavaScript); the filter
            from the URL applies once the page is interactive. */}
        <CatalogueFilters categories={categories} cards={cards} />
      </div>
    </section>
  );
}
