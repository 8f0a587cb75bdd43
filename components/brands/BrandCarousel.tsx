import { content, type Locale } from '@/lib/content';

import styles from './BrandCarousel.module.scss';
import { BrandTile } from './BrandTile';
import { MarqueeControls } from './MarqueeControls';

/**
 * The brand carousel above every page's footer: every brand once, scrolling continuously (CSS animation, so no
 * script runs per frame). The page carries the list once; MarqueeControls adds the hidden copy that makes
 * the loop seamless.
 */
export function BrandCarousel({ locale }: { locale: Locale }) {
  const { carousel: brandCarousel, brands } = content(locale).brands;
  return (
    <section className={styles.section} aria-labelledby="marcas-carrusel-titulo">
      <div className={styles.header}>
        <h2 id="marcas-carrusel-titulo">{brandCarousel.title}</h2>
        <p>{brandCarousel.lead}</p>
      </div>
      <MarqueeControls
        className={styles.viewport}
        trackClassName={styles.track}
        count={brands.length}
        labels={brandCarousel.controls}
      >
        <ul className={styles.list}>
          {brands.map((brand) => (
            <li key={brand.id} className={styles.item}>
              <BrandTile brand={brand} />
            </li>
          ))}
        </ul>
      </MarqueeControls>
    </section>
  );
}
