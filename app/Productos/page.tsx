import { ProductGrid } from '@/components/products/ProductGrid';
import { NextStep } from '@/components/sections/NextStep';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { productsPage } from '@/content/products';
import { routes } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(routes.products, productsPage.metaTitle);

export default function ProductsPage() {
  const { hero, list, more } = productsPage;
  return (
    <>
      <PageHero id="productos-titulo" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={hero.image}>
        <WhatsAppButton message={hero.whatsappMessage}>{hero.whatsappLabel}</WhatsAppButton>
      </PageHero>
      <Section
        headingId="productos-lista-titulo"
        eyebrow={list.eyebrow}
        title={list.title}
        lead={list.lead}
        background="muted"
      >
        <ProductGrid />
        <NextStep text={more.text} href={routes.catalogue.path} label={more.label} />
      </Section>
    </>
  );
}
