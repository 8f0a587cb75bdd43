import { ProductsPage } from '@/components/pages/ProductsPage';
import { pageMetadata } from '@/lib/metadata';

export const generateMetadata = () => pageMetadata('products', 'es');

export default function Page() {
  return <ProductsPage locale="es" />;
}
