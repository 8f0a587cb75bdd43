import { brandCategoryLabels, brands, brandsPage } from '@/content/brands';
import type { BrandCategory } from '@/content/types';

import styles from './BrandGroups.module.scss';
import { BrandTile } from './BrandTile';

const groups = (Object.keys(brandCategoryLabels) as BrandCategory[]).map((category) => ({
  category,
  id: `marcas-${category}`,
  label: brandCategoryLabels[category],
  brands: brands.filter((brand) => brand.categories.includes(category)),
}));

/** Every brand, grouped by kind of solution in the order of brandCategoryLabels; a brand may be in several. */
export function BrandGroups() {
  return (
    <div className={styles.wrapper}>
      <nav className={styles.jump} aria-label={brandsPage.navLabel}>
        <ul>
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>{group.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.id} id={group.id} className={styles.group} aria-labelledby={`${group.id}-titulo`}>
            <div className={styles.groupHead}>
              <h2 id={`${group.id}-titulo`}>{group.label}</h2>
              <p>{brandsPage.count(group.brands.length)}</p>
            </div>
            <ul className={styles.tiles}>
              {group.brands.map((brand) => (
                <li key={brand.id}>
                  <BrandTile brand={brand} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
