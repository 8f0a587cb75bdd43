import { BrandDirectoryPage } from '@/components/pages/BrandDirectoryPage';
import { pageMetadata } from '@/lib/metadata';

export const generateMetadata = () => pageMetadata('brandDirectory', 'es');

export default function Page() {
  return <BrandDirectoryPage locale="es" />;
}
