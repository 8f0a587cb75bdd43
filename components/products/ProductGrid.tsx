import { MediaCard } from '@/components/ui/MediaCard';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { fillPlaceholders } from '@/content/schema/placeholders';
import { content, type Locale } from '@/lib/content';

import styles from './ProductGrid.module.scss';

/** The home-automation products, each with a chat button whose greeting names the product. */
export function ProductGrid({ locale }: { locale: Locale }) {
  const { products, list } = content(locale).products;
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => {
        const names = { producto: product.name };
        return (
          <li key={product.name}>
            <MediaCard
              titleId={`producto-${index + 1}-titulo`}
              title={product.name}
              image={product.image}
              footer={
                <WhatsAppButton message={fillPlaceholders(list.message, names)}>
                  {list.cta}
                  <span className="visually-hidden">{fillPlaceholders(list.ctaTopic, names)}</span>
                </WhatsAppButton>
              }
            >
              <p>{product.description}</p>
            </MediaCard>
          </li>
        );
      })}
    </ul>
  );
}
