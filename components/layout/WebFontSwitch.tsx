'use client';

import { useEffect } from 'react';

import { useHydrated } from '@/hooks/useHydrated';
import { FONT_DEFERRED_ATTRIBUTE } from '@/lib/paintFirst';

/**
 * Switches the page's text from Manrope's metric-matched stand-ins to Manrope itself once the shell (the
 * navbar and its controls) works: after the commit that enables its buttons, not in the hydration pass
 * before it, whose re-render reads the layout (the navbar's scroll position) and would pay for restyling
 * every text first. Until then the font would share a phone's narrow connection with the framework's
 * scripts, and its restyle the main thread with hydration (docs/decisions/performance.md, "The font"). The
 * paint-first loader lifts the attribute itself when the font is already in the browser's cache, or when
 * the scripts fail to load.
 */
export function WebFontSwitch() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(FONT_DEFERRED_ATTRIBUTE);
  }, [hydrated]);
  return null;
}
