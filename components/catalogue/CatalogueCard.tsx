import Image from 'next/image';
import { catalogueItemMessage } from '@/content/catalogue';
import { cataloguePage } from '@/content/pageCopy';
import type { CatalogueItem } from '@/content/types';
import { buildWhatsAppLink } from '@/lib/whatsapp';
import { Icon } from '@/components/ui/Icon';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import styles from './CatalogueCard.module.scss';

/** One solution of the /Servicios grid: drawing, name, description, features, brands and a chat button. */
export function CatalogueCard({ item, id }: { item: CatalogueItem; id: string }) {
  const titleId = `${id}-titulo`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Image
        className={styles.image}
        src={item.image.src}
        width={item.image.width}
        height={item.image.height}
        alt={item.image.alt}
        loading="lazy"
      />
      <div className={styles.body}>
        <h3 id={titleId}>{item.name}</h3>
        <p className={styles.description}>{item.description}</p>
        <ul className={styles.features}>
          {item.features.map((feature) => (
            <li key={feature}>
              <Icon name="check" size={18} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <div className={styles.brands}>
          <p id={`${id}-marcas`}>{cataloguePage.catalogue.brandsListLabel}</p>
          <ul aria-labelledby={`${id}-marcas`}>
            {item.brands.map((brand) => (
              <li key={brand}>{brand}</li>
            ))}
          </ul>
        </div>
        <WhatsAppButton
          className={styles.cta}
          variant="outline"
          href={buildWhatsAppLink(item.whatsapp, catalogueItemMessage(item))}
        >
          {cataloguePage.catalogue.cardCta}
          <span className="visually-hidden"> sobre {item.name}</span>
        </WhatsAppButton>
      </div>
    </article>
  );
}
