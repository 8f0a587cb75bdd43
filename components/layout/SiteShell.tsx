import type { Metadata, Viewport } from 'next';
import { Activity, type ReactNode } from 'react';

import { manrope } from '@/app/fonts';
import { BrandCarousel } from '@/components/brands/BrandCarousel';
import { ContactSection } from '@/components/contact/ContactSection';
import { AnchorScroll } from '@/components/layout/AnchorScroll';
import { Navbar } from '@/components/layout/Navbar';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { JsonLd } from '@/components/seo/JsonLd';
import { IconSprite } from '@/components/ui/IconSprite';
import { content, type Locale } from '@/lib/content';
import { HTML_LANG } from '@/lib/i18n';
import { siteUrl } from '@/lib/siteUrl';
import { businessData } from '@/lib/structuredData';
import { themeColors } from '@/lib/theme';

import '@/styles/globals.scss';

import styles from './SiteShell.module.scss';

/** What every page of a language shares in its head; each page sets its own title through pageMetadata(). */
export function shellMetadata(locale: Locale): Metadata {
  const { company } = content(locale);
  return {
    metadataBase: new URL(siteUrl),
    // The template names the company on the error pages.
    title: { default: company.shortName, template: `%s | ${company.shortName}` },
    applicationName: company.shortName,
    formatDetection: { telephone: false },
  };
}

export const shellViewport: Viewport = {
  themeColor: themeColors.navy,
  width: 'device-width',
  initialScale: 1,
};

/**
 * The document of every page, in its language: the navbar, the page, the contact section, the brand
 * carousel and the footer. Each language's root layout renders it (app/(es), app/(en)), and so does the
 * error page of unknown addresses (app/global-not-found.tsx).
 *
 * Hydrated in two steps: the shell (navbar, anchor links) first, then the `<Activity>` blocks in a later,
 * low-priority pass (a press in a waiting block hydrates it at once). `<Activity>`, not `<Suspense>`: the
 * server renders an Activity inline, where it would stream a large Suspense block after the page.
 */
export function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={HTML_LANG[locale]} className={manrope.variable}>
      <body>
        <IconSprite />
        <JsonLd nodes={[businessData(locale)]} />
        <a href="#contenido" className={styles.skipLink}>
          {content(locale).navigation.skipLink}
        </a>
        <Navbar locale={locale} />
        <main id="contenido" className={styles.main} tabIndex={-1}>
          <Activity>{children}</Activity>
        </main>
        <Activity>
          <ContactSection locale={locale} />
        </Activity>
        <Activity>
          <BrandCarousel locale={locale} />
        </Activity>
        <Activity>
          <SiteFooter locale={locale} />
        </Activity>
        <AnchorScroll />
      </body>
    </html>
  );
}
