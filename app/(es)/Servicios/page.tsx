import { CataloguePage } from '@/components/pages/CataloguePage';
import { pageMetadata } from '@/lib/metadata';

export const generateMetadata = () => pageMetadata('catalogue', 'es');

export default function Page() {
  return <CataloguePage locale="es" />;
}
