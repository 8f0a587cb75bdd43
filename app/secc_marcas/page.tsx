import { BrandGroups } from '@/components/brands/BrandGroups';
import { LogoWall } from '@/components/brands/LogoWall';
import { PageHero } from '@/components/sections/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { brandLogoSrc, brands, brandsPage } from '@/content/brands';
import { pageMetadata } from '@/lib/metadata';
import { pageGraph } from '@/lib/structuredData';

export const metadata = pageMetadata('brandDirectory');

/** The first twelve brands with a maker logo, for the header. */
const heroLogos = brands
  .filter((brand) => brand.logo)
  .slice(0, 12)
  .map((brand) => ({ name: brand.name, src: brandLogoSrc(brand)! }));

export default function BrandDirectoryPage() {
  const { hero } = brandsPage;
  return (
    <>
      <JsonLd nodes={pageGraph('brandDirectory')} />
      <PageHero
        id="marcas-titulo"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        aside={<LogoWall logos={heroLogos} />}
      />
      <BrandGroups />
    </>
  );
}
