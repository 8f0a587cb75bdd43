import { brandLogoSrc } from '@/lib/brands';
import type { Brand } from '@/lib/content';

import styles from './BrandTile.module.scss';

/** A brand's logo and name; brands without a vector logo get a typographic tile of the same size. */
export function BrandTile({ brand }: { brand: Brand }) {
  const logo = brandLogoSrc(brand);
  return (
    <span className={styles.tile} data-typographic={logo ? undefined : true}>
      {logo && (
        // Plain <img>: a 24 px vector needs no optimisation, and next/image would add inline styles.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={logo} width={24} height={24} alt="" loading="lazy" decoding="async" className={styles.logo} />
      )}
      <span className={styles.name}>{brand.name}</span>
    </span>
  );
}

/** Brands as a list of tiles, in the order given. */
export function BrandTiles({ brands, className }: { brands: Brand[]; className: string }) {
  return (
    <ul className={className}>
      {brands.map((brand) => (
        <li key={brand.id}>
          <BrandTile brand={brand} />
        </li>
      ))}
    </ul>
  );
}
