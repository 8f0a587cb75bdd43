import type { MetadataRoute } from 'next';

import { content } from '@/lib/content';
import { APP_ICONS } from '@/lib/previews';
import { themeColors } from '@/lib/theme';

export const dynamic = 'force-static';

/** Web app manifest: the name, colours and icons a phone uses when the site is added to its home screen. */
export default function manifest(): MetadataRoute.Manifest {
  // One manifest for the site: a phone installs it once, whichever language it was browsing.
  const { company } = content('es');
  return {
    name: company.name,
    short_name: company.shortName,
    description: company.tagline,
    lang: 'es-EC',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: themeColors.navy,
    theme_color: themeColors.navy,
    icons: APP_ICONS.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
