import { CheckList } from '@/components/ui/CheckList';
import { MediaCard } from '@/components/ui/MediaCard';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { fillPlaceholders } from '@/content/schema/placeholders';
import { brandById } from '@/lib/brands';
import { content, type CatalogueItem, type Locale } from '@/lib/content';

import styles from './CatalogueCard.module.scss';

/** One solution of the /Servicios grid: drawing, name, description, features, brands and a chat button. */
export function CatalogueCard({ item, id, locale }: { item: CatalogueItem; id: string; locale: Locale }) {
  const copy = content(locale).catalogue.catalogue;
  const names = { solucion: item.name };
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
          <WhatsAppButton variant="outline" message={fillPlaceholders(copy.itemMessage, names)}>
            {copy.cardCta}
            <span className="visually-hidden">{fillPlaceholders(copy.cardCtaTopic, names)}</span>
          </WhatsAppButton>
        </>
      }
    >
      <p>{item.description}</p>
      <CheckList items={item.features} />
    </MediaCard>
  );
}
