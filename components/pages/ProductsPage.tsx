import { ProductGrid } from '@/components/products/ProductGrid';
import { NextStep } from '@/components/sections/NextStep';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { JsonLd } from '@/components/seo/JsonLd';
import { EnglishServiceNote } from '@/components/ui/EnglishServiceNote';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { content, type Locale } from '@/lib/content';
import { route } from '@/lib/routes';
import { itemListData, pageGraph, picturedEntry } from '@/lib/structuredData';

export function ProductsPage({ locale }: { locale: Locale }) {
  const { hero, list, more, products } = content(locale).products;
  return (
    <>
      <JsonLd
        nodes={pageGraph('products', locale, [itemListData(list.title, products.map(picturedEntry), 'Product')])}
      />
      <PageHero
        id="productos-titulo"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        image={hero.image}
        note={<EnglishServiceNote locale={locale} />}
      >
        <WhatsAppButton message={hero.whatsappMessage}>{hero.whatsappLabel}</WhatsAppButton>
      </PageHero>
      <Section
        headingId="productos-lista-titulo"
        eyebrow={list.eyebrow}
        title={list.title}
        lead={list.lead}
        background="muted"
      >
        <ProductGrid locale={locale} />
        <NextStep text={more.text} href={route('catalogue', locale).path} label={more.label} />
      </Section>
    </>
  );
}
