import { MediaCard } from '@/components/ui/MediaCard';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { productsPage } from '@/content/pageCopy';
import { products } from '@/content/products';

import styles from './ProductGrid.module.scss';

/** The six home-automation products, each with its own prefilled WhatsApp link. */
export function ProductGrid() {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.name}>
          <MediaCard
            titleId={`producto-${index + 1}-titulo`}
            title={product.name}
            image={product.image}
            footer={
              <WhatsAppButton href={product.whatsapp}>
                {productsPage.list.cta}
                <span className="visually-hidden"> sobre {product.name}</span>
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
