import type { Metadata } from 'next';

import { shellMetadata, shellViewport, SiteShell } from '@/components/layout/SiteShell';
import { notFoundMetadata, NotFoundPage } from '@/components/pages/NotFoundPage';

// The error page of any unknown address (404.html), in Spanish; the English one is app/(en)/en/404.
export function generateMetadata(): Metadata {
  const shell = shellMetadata('es');
  const page = notFoundMetadata('es', { noindex: false });
  // A title template applies to the segments below the one that sets it; this page sets both, so it names
  // the company with the shell's own template, as every other page's title does.
  const { template } = shell.title as { template: string };
  return { ...shell, ...page, title: { absolute: template.replace('%s', String(page.title)) } };
}
export const viewport = shellViewport;

export default function GlobalNotFound() {
  return (
    <SiteShell locale="es">
      <NotFoundPage locale="es" />
    </SiteShell>
  );
}
