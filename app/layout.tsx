import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { BrandCarousel } from '@/components/brands/BrandCarousel';
import { ContactSection } from '@/components/contact/ContactSection';
import { AnchorScroll } from '@/components/layout/AnchorScroll';
import { Navbar } from '@/components/layout/Navbar';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { JsonLd } from '@/components/seo/JsonLd';
import { IconSprite } from '@/components/ui/IconSprite';
import { content } from '@/lib/content';
import { siteUrl } from '@/lib/siteUrl';
import { businessData } from '@/lib/structuredData';
import { themeColors } from '@/lib/theme';

import { manrope } from './fonts';

import '@/styles/globals.scss';

import styles from './layout.module.scss';

export function generateMetadata(): Metadata {
  const { company } = content();
  return {
    metadataBase: new URL(siteUrl),
    // Pages set their own full title through pageMetadata(); the template names the company on the 404 page.
    title: { default: company.shortName, template: `%s | ${company.shortName}` },
    applicationName: company.shortName,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: themeColors.navy,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es" className={manrope.variable}>
      <body>
        <IconSprite />
        <JsonLd nodes={[businessData()]} />
        <a href="#contenido" className={styles.skipLink}>
          {content().navigation.skipLink}
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
