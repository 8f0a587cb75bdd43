import { ProductGrid } from '@/components/products/ProductGrid';
import { NextStep } from '@/components/sections/NextStep';
import { PageHero } from '@/components/sections/PageHero';
import { SectionHeading } from '@/components/sections/SectionHeading';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { productsPage } from '@/content/pageCopy';
import { routes } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

import styles from './page.module.scss';

export const metadata = pageMetadata(routes.products, 'Productos de domótica');

export default function ProductsPage() {
  const { hero, list, more } = productsPage;
  return (
    <>
      <PageHero id="productos-titulo" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={hero.image}>
        <WhatsAppButton message={hero.whatsappMessage}>{hero.whatsappLabel}</WhatsAppButton>
      </PageHero>
      <section className={styles.section} aria-labelledby="productos-lista-titulo">
        <div className={styles.inner}>
          <SectionHeading id="productos-lista-titulo" eyebrow={list.eyebrow} title={list.title} lead={list.lead} />
          <ProductGrid />
          <NextStep text={more.text} href={routes.catalogue.path} label={more.label} />
        </div>
      </section>
    </>
  );
}
