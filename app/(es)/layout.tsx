import type { ReactNode } from 'react';

import { shellMetadata, shellViewport, SiteShell } from '@/components/layout/SiteShell';

export const generateMetadata = () => shellMetadata('es');
export const viewport = shellViewport;

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteShell locale="es">{children}</SiteShell>;
}
