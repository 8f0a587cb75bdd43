import { CataloguePage } from '@/components/pages/CataloguePage';
import { pageMetadata } from '@/lib/metadata';

export const generateMetadata = () => pageMetadata('catalogue', 'en');

export default function Page() {
  return <CataloguePage locale="en" />;
}
