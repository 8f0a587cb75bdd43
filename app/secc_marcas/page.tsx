import { brandsPage } from '@/content/pageCopy';
import { routes } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';
import { BrandGroups } from '@/components/brands/BrandGroups';
import { PageHero } from '@/components/sections/PageHero';

export const metadata = pageMetadata(routes.marcas, 'Marcas que instalamos');

export default function MarcasPage() {
  const { hero } = brandsPage;
  return (
    <>
      <PageHero id="marcas-titulo" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <BrandGroups />
    </>
  );
}
