import { ProductGrid } from '@/components/products/ProductGrid';
import { NextStep } from '@/components/sections/NextStep';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { JsonLd } from '@/components/seo/JsonLd';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { products, productsPage } from '@/content/products';
import { routes } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';
import { itemListData, pageGraph } from '@/lib/structuredData';

export const metadata = pageMetadata('products');

export default function ProductsPage() {
  const { hero, list, more } = productsPage;
  return (
    <>
      <JsonLd
        nodes={pageGraph('products', [
          itemListData(
            productsPage.list.title,
            products.map((p) => ({ name: p.name, description: p.description, image: p.image.src })),
            'Product',
          ),
        ])}
      />
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
