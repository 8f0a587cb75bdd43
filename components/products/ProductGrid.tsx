import { MediaCard } from '@/components/ui/MediaCard';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { productMessage, products, productsPage } from '@/content/products';

import styles from './ProductGrid.module.scss';

/** The six home-automation products, each with a chat button whose greeting names the product. */
export function ProductGrid() {
  const copy = productsPage.list;
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.name}>
          <MediaCard
            titleId={`producto-${index + 1}-titulo`}
            title={product.name}
            image={product.image}
            footer={
              <WhatsAppButton message={productMessage(product.name)}>
                {copy.cta}
                <span className="visually-hidden">{copy.ctaTopic(product.name)}</span>
              </WhatsAppButton>
            }
          >
            <p>{product.description}</p>
          </MediaCard>
        </li>
      ))}
    </ul>
  );
}
