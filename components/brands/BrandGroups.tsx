import { BRAND_CATEGORIES } from '@/content/schema/brands';
import { content, type Locale } from '@/lib/content';
import { countMessage } from '@/lib/text';

import styles from './BrandGroups.module.scss';
import { BrandTiles } from './BrandTile';

/** Every brand, grouped by kind of solution in the order of the groups; a brand may be in several. */
export function BrandGroups({ locale }: { locale: Locale }) {
  const { brands, categoryTitles, navLabel, count } = content(locale).brands;
  const groups = BRAND_CATEGORIES.map((category) => ({
    category,
    id: `marcas-${category}`,
    label: categoryTitles[category],
    brands: brands.filter((brand) => brand.categories.includes(category)),
  })).filter((group) => group.brands.length > 0);
  return (
    <div className={styles.wrapper}>
      <nav className={styles.jump} aria-label={navLabel}>
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
              <p>{countMessage({ none: count.other, ...count }, group.brands.length)}</p>
            </div>
            <BrandTiles brands={group.brands} className={styles.tiles} />
          </section>
        ))}
      </div>
    </div>
  );
}
