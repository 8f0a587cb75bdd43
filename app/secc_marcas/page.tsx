import { BrandGroups } from '@/components/brands/BrandGroups';
import { LogoWall } from '@/components/brands/LogoWall';
import { PageHero } from '@/components/sections/PageHero';
import { brandLogoSrc, brands, brandsPage } from '@/content/brands';
import { routes } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(routes.brandDirectory, brandsPage.metaTitle);

/** The first twelve brands with a maker logo, for the header. */
const heroLogos = brands
  .filter((brand) => brand.logo)
  .slice(0, 12)
  .map((brand) => ({ name: brand.name, src: brandLogoSrc(brand)! }));

export default function BrandDirectoryPage() {
  const { hero } = brandsPage;
  return (
    <>
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
