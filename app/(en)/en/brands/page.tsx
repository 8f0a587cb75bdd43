import { BrandDirectoryPage } from '@/components/pages/BrandDirectoryPage';
import { pageMetadata } from '@/lib/metadata';

export const generateMetadata = () => pageMetadata('brandDirectory', 'en');

export default function Page() {
  return <BrandDirectoryPage locale="en" />;
}
