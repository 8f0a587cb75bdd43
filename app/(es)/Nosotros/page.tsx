import { AboutPage } from '@/components/pages/AboutPage';
import { pageMetadata } from '@/lib/metadata';

export const generateMetadata = () => pageMetadata('about', 'es');

export default function Page() {
  return <AboutPage locale="es" />;
}
