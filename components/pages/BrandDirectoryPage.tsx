import { BrandGroups } from '@/components/brands/BrandGroups';
import { LogoWall } from '@/components/brands/LogoWall';
import { PageHero } from '@/components/sections/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { brandLogoSrc } from '@/lib/brands';
import { content, type Locale } from '@/lib/content';
import { pageGraph } from '@/lib/structuredData';

export function BrandDirectoryPage({ locale }: { locale: Locale }) {
  const { hero, brands } = content(locale).brands;
  /** The first twelve brands with a maker logo, for the header. */
  const heroLogos = brands
    .filter((brand) => brand.logo)
    .slice(0, 12)
    .map((brand) => ({ name: brand.name, src: brandLogoSrc(brand)! }));
  return (
    <>
      <JsonLd nodes={pageGraph('brandDirectory', locale)} />
      <PageHero
        id="marcas-titulo"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        aside={<LogoWall logos={heroLogos} />}
      />
      <BrandGroups locale={locale} />
    </>
  );
}
