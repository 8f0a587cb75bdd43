import { PartnersPage } from '@/components/pages/PartnersPage';
import { pageMetadata } from '@/lib/metadata';

export const generateMetadata = () => pageMetadata('partners', 'en');

export default function Page() {
  return <PartnersPage locale="en" />;
}
