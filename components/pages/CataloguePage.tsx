import Link from 'next/link';

import { CatalogueSection } from '@/components/catalogue/CatalogueSection';
import { ClosingCta } from '@/components/catalogue/ClosingCta';
import { TopicBlocks } from '@/components/catalogue/TopicBlocks';
import { PageHero } from '@/components/sections/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import buttons from '@/components/ui/Button.module.scss';
import { Icon } from '@/components/ui/Icon';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { content, type Locale } from '@/lib/content';
import { route } from '@/lib/routes';
import { itemListData, pageGraph } from '@/lib/structuredData';

export function CataloguePage({ locale }: { locale: Locale }) {
  const { hero, catalogue, categories, closing } = content(locale).catalogue;
  return (
    <>
      <JsonLd
        nodes={pageGraph('catalogue', locale, [
          itemListData(
            catalogue.title,
            categories
              .flatMap((category) => category.subcategories.flatMap((sub) => sub.items))
              .map((item) => ({ name: item.name, description: item.description, image: item.image.src })),
            'Service',
          ),
        ])}
      />
      <PageHero id="servicios-titulo" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={hero.image}>
        <WhatsAppButton message={closing.whatsappMessage}>{hero.whatsappLabel}</WhatsAppButton>
        <Link href={route('products', locale).path} className={buttons.ghost}>
          {hero.productsLabel}
          <Icon name="arrowRight" size={18} />
        </Link>
      </PageHero>
      <CatalogueSection locale={locale} />
      <TopicBlocks locale={locale} />
      <ClosingCta locale={locale} />
    </>
  );
}
