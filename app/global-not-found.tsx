import { shellMetadata, shellViewport, SiteShell } from '@/components/layout/SiteShell';
import { notFoundMetadata, NotFoundPage } from '@/components/pages/NotFoundPage';

// The error page of any unknown address (404.html), in Spanish; the English one is app/(en)/en/404.
export const generateMetadata = () => ({ ...shellMetadata('es'), ...notFoundMetadata('es', { noindex: false }) });
export const viewport = shellViewport;

export default function GlobalNotFound() {
  return (
    <SiteShell locale="es">
      <NotFoundPage locale="es" />
    </SiteShell>
  );
}
