import Link from 'next/link';

import { CatalogueSection } from '@/components/catalogue/CatalogueSection';
import { ClosingCta } from '@/components/catalogue/ClosingCta';
import { TopicBlocks } from '@/components/catalogue/TopicBlocks';
import { PageHero } from '@/components/sections/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import buttons from '@/components/ui/Button.module.scss';
import { Icon } from '@/components/ui/Icon';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { catalogue, cataloguePage, customSolutionMessage } from '@/content/catalogue';
import { routes } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';
import { itemListData, pageGraph } from '@/lib/structuredData';

export const metadata = pageMetadata('catalogue');

export default function CataloguePage() {
  const { hero } = cataloguePage;
  return (
    <>
      <JsonLd
        nodes={pageGraph('catalogue', [
          itemListData(
            cataloguePage.catalogue.title,
            catalogue
              .flatMap((category) => category.subcategories.flatMap((sub) => sub.items))
              .map((item) => ({ name: item.name, description: item.description, image: item.image.src })),
            'Service',
          ),
        ])}
      />
      <PageHero id="servicios-titulo" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={hero.image}>
        <WhatsAppButton message={customSolutionMessage}>{hero.whatsappLabel}</WhatsAppButton>
        <Link href={routes.products.path} className={buttons.ghost}>
          {hero.productsLabel}
          <Icon name="arrowRight" size={18} />
        </Link>
      </PageHero>
      <CatalogueSection />
      <TopicBlocks />
      <ClosingCta />
    </>
  );
}
