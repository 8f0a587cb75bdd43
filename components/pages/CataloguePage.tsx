import { CatalogueSection } from '@/components/catalogue/CatalogueSection';
import { ClosingCta } from '@/components/catalogue/ClosingCta';
import { TopicBlocks } from '@/components/catalogue/TopicBlocks';
import { PageHero } from '@/components/sections/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { ArrowLink } from '@/components/ui/ArrowLink';
import buttons from '@/components/ui/Button.module.scss';
import { EnglishServiceNote } from '@/components/ui/EnglishServiceNote';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { content, type Locale } from '@/lib/content';
import { route } from '@/lib/routes';
import { itemListData, pageGraph, picturedEntry } from '@/lib/structuredData';

export function CataloguePage({ locale }: { locale: Locale }) {
  const { hero, catalogue, categories, closing } = content(locale).catalogue;
  return (
    <>
      <JsonLd
        nodes={pageGraph('catalogue', locale, [
          itemListData(
            catalogue.title,
            categories.flatMap((category) => category.subcategories.flatMap((sub) => sub.items)).map(picturedEntry),
            'Service',
          ),
        ])}
      />
      <PageHero
        id="servicios-titulo"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        image={hero.image}
        note={<EnglishServiceNote locale={locale} />}
      >
        <WhatsAppButton message={closing.whatsappMessage}>{hero.whatsappLabel}</WhatsAppButton>
        <ArrowLink href={route('products', locale).path} className={buttons.ghost}>
          {hero.productsLabel}
        </ArrowLink>
      </PageHero>
      <CatalogueSection locale={locale} />
      <TopicBlocks locale={locale} />
      <ClosingCta locale={locale} />
    </>
  );
}
