import { CheckList } from '@/components/ui/CheckList';
import { MediaCard } from '@/components/ui/MediaCard';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { brandById } from '@/content/brands';
import { catalogueItemMessage, cataloguePage } from '@/content/catalogue';
import type { CatalogueItem } from '@/content/types';

import styles from './CatalogueCard.module.scss';

/** One solution of the /Servicios grid: drawing, name, description, features, brands and a chat button. */
export function CatalogueCard({ item, id }: { item: CatalogueItem; id: string }) {
  const copy = cataloguePage.catalogue;
  return (
    <MediaCard
      titleId={`${id}-titulo`}
      headingLevel={5}
      title={item.name}
      image={item.image}
      footer={
        <>
          <div className={styles.brands}>
            <p id={`${id}-marcas`}>{copy.brandsListLabel}</p>
            <ul aria-labelledby={`${id}-marcas`}>
              {item.brands.map((id) => (
                <li key={id}>{brandById(id).name}</li>
              ))}
            </ul>
          </div>
          <WhatsAppButton variant="outline" message={catalogueItemMessage(item.name)}>
            {copy.cardCta}
            <span className="visually-hidden">{copy.cardCtaTopic(item.name)}</span>
          </WhatsAppButton>
        </>
      }
    >
      <p>{item.description}</p>
      <CheckList items={item.features} />
    </MediaCard>
  );
}
