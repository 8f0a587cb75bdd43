import { notFoundMetadata, NotFoundPage } from '@/components/pages/NotFoundPage';

// The English error page, published as /en/404.html: the hosts answer unknown addresses under /en/ with it.
export const generateMetadata = () => notFoundMetadata('en', { noindex: true });

export default function Page() {
  return <NotFoundPage locale="en" />;
}
