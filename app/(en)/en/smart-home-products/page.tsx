import { ProductsPage } from '@/components/pages/ProductsPage';
import { pageMetadata } from '@/lib/metadata';

export const generateMetadata = () => pageMetadata('products', 'en');

export default function Page() {
  return <ProductsPage locale="en" />;
}
