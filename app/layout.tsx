import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { BrandCarousel } from '@/components/brands/BrandCarousel';
import { ContactSection } from '@/components/contact/ContactSection';
import { AnchorScroll } from '@/components/layout/AnchorScroll';
import { Navbar } from '@/components/layout/Navbar';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { IconSprite } from '@/components/ui/IconSprite';
import { company } from '@/content/company';
import { routes } from '@/content/routes';
import { absoluteUrl } from '@/lib/metadata';

import { manrope } from './fonts';

import '@/styles/globals.scss';

import styles from './layout.module.scss';

export const metadata: Metadata = {
  metadataBase: new URL(company.siteUrl),
  title: { default: `${company.shortName} | Integración tecnológica en Cuenca`, template: `%s | ${company.shortName}` },
  description: routes.home.summary,
  applicationName: company.shortName,
  alternates: { canonical: absoluteUrl(routes.home.path) },
  openGraph: {
    type: 'website',
    locale: 'es_EC',
    siteName: company.shortName,
    images: [{ url: '/og/austro-integra.png', width: 1200, height: 630, alt: company.tagline }],
  },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0b1f3a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es" className={manrope.variable}>
      <body>
        <IconSprite />
        <a href="#contenido" className={styles.skipLink}>
          Saltar al contenido
        </a>
        <Navbar />
        <main id="contenido" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <ContactSection />
        <BrandCarousel />
        <SiteFooter />
        <AnchorScroll />
      </body>
    </html>
  );
}
