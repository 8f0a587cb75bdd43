import { PartnersPage } from '@/components/pages/PartnersPage';
import { pageMetadata } from '@/lib/metadata';

export const generateMetadata = () => pageMetadata('partners', 'es');

export default function Page() {
  return <PartnersPage locale="es" />;
}
