import { CheckList } from '@/components/ui/CheckList';
import { MediaCard } from '@/components/ui/MediaCard';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { catalogueItemMessage } from '@/content/catalogue';
import { cataloguePage } from '@/content/pageCopy';
import type { CatalogueItem } from '@/content/types';
import { buildWhatsAppLink } from '@/lib/whatsapp';

import styles from './CatalogueCard.module.scss';

/** One solution of the /Servicios grid: drawing, name, description, features, brands and a chat button. */
export function CatalogueCard({ item, id }: { item: CatalogueItem; id: string }) {
  return (
    <MediaCard
      titleId={`${id}-titulo`}
      title={item.name}
      image={item.image}
      footer={
        <>
          <div className={styles.brands}>
            <p id={`${id}-marcas`}>{cataloguePage.catalogue.brandsListLabel}</p>
            <ul aria-labelledby={`${id}-marcas`}>
              {item.brands.map((brand) => (
                <li key={brand}>{brand}</li>
              ))}
            </ul>
          </div>
          <WhatsAppButton variant="outline" href={buildWhatsAppLink(item.whatsapp, catalogueItemMessage(item))}>
            {cataloguePage.catalogue.cardCta}
            <span className="visually-hidden"> sobre {item.name}</span>
          </WhatsAppButton>
        </>
      }
    >
      <p>{item.description}</p>
      <CheckList items={item.features} />
    </MediaCard>
  );
}
