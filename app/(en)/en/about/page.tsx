import { AboutPage } from '@/components/pages/AboutPage';
import { pageMetadata } from '@/lib/metadata';

export const generateMetadata = () => pageMetadata('about', 'en');

export default function Page() {
  return <AboutPage locale="en" />;
}
