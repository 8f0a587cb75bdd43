import Image from 'next/image';
import { productsPage } from '@/content/pageCopy';
import { products } from '@/content/products';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import styles from './ProductGrid.module.scss';

/** The six home-automation products, each with its own prefilled WhatsApp link. */
export function ProductGrid() {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => {
        const titleId = `producto-${index + 1}-titulo`;
        return (
          <li key={product.name}>
            <article className={styles.card} aria-labelledby={titleId}>
              <Image
                className={styles.image}
                src={product.image.src}
                width={product.image.width}
                height={product.image.height}
                alt={product.image.alt}
                loading="lazy"
              />
              <div className={styles.body}>
                <h3 id={titleId}>{product.name}</h3>
                <p>{product.description}</p>
                <WhatsAppButton className={styles.cta} href={product.whatsapp}>
                  {productsPage.list.cta}
                  <span className="visually-hidden"> sobre {product.name}</span>
                </WhatsAppButton>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
