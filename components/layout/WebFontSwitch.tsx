'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

import { useHydrated } from '@/hooks/useHydrated';
import { changeWithoutMoving } from '@/lib/changeWithoutMoving';
import { FONT_DEFERRED_ATTRIBUTE, FONT_IN_TAB } from '@/lib/paintFirst';

/** How long the page has to stand still after a scroll before the switch is tried again. */
const SCROLL_SETTLE_MS = 200;

/**
 * Switches the page's text from Manrope's metric-matched stand-ins to Manrope itself. The file is requested
 * once the shell (the navbar and its controls) works: after the commit that enables its buttons, not in the
 * hydration pass before it. Until then the font would share a phone's narrow connection with the framework's
 * scripts, and its restyle the main thread with hydration (docs/decisions/performance.md, "The font").
 *
 * Once the file is in, the text changes to it in one task, and only if nothing on screen moves: a paragraph
 * whose words come out wider in Manrope than in its stand-in can take a line more and push what follows (a
 * layout shift, lib/changeWithoutMoving). Then the page keeps its stand-in, drawn to Manrope's widths, and
 * tries again each time the visitor stops scrolling (what would move is then often out of sight, and the
 * browser keeps what is on screen in place), and switches at the latest on the next page the visitor opens,
 * which replaces the content anyway. A document loaded later in the tab has the font from its first paint:
 * once the file is in, the tab is named for it (FONT_IN_TAB), and the paint-first loader of the next page
 * lifts the attribute at once (it also lifts it when the scripts fail to load).
 */
export function WebFontSwitch({ family }: { family: string }) {
  const hydrated = useHydrated();
  const pathname = usePathname();
  const firstPath = useRef(pathname);
  const navigated = useRef(false); // the visitor has opened another page since this document loaded
  const requested = useRef(false);
  const fontIn = useRef(false);
  const retries = useRef<AbortController>(null);

  useEffect(() => () => retries.current?.abort(), []);

  useEffect(() => {
    const root = document.documentElement;
    const show = () => root.removeAttribute(FONT_DEFERRED_ATTRIBUTE);
    const hold = () => root.setAttribute(FONT_DEFERRED_ATTRIBUTE, '');
    if (pathname !== firstPath.current) navigated.current = true;
    if (!hydrated || !root.hasAttribute(FONT_DEFERRED_ATTRIBUTE)) return;
    if (!document.fonts || (navigated.current && fontIn.current)) {
      retries.current?.abort();
      show();
      return;
    }
    if (requested.current) return;
    requested.current = true;

    // Held back: tried again each time the page has stood still for a moment after a scroll.
    const retryAfterScrolls = () => {
      const scrolls = new AbortController();
      retries.current = scrolls;
      let settle: ReturnType<typeof setTimeout> | undefined;
      const retry = () => {
        if (!root.hasAttribute(FONT_DEFERRED_ATTRIBUTE) || changeWithoutMoving(show, hold)) scrolls.abort();
      };
      scrolls.signal.addEventListener('abort', () => clearTimeout(settle));
      const scrolled = () => {
        clearTimeout(settle);
        settle = setTimeout(retry, SCROLL_SETTLE_MS);
      };
      addEventListener('scroll', scrolled, { passive: true, signal: scrolls.signal });
    };
    const switchToFont = (faces: FontFace[]) => {
      // A file that failed to load leaves the stand-in, which is drawn to Manrope's widths.
      if (!faces.length) return;
      // The next pages of this tab find the file in the cache: the loader lets them use it from the first paint.
      if (!window.name) window.name = FONT_IN_TAB;
      if (!root.hasAttribute(FONT_DEFERRED_ATTRIBUTE)) return;
      fontIn.current = true;
      if (navigated.current) show();
      else if (!changeWithoutMoving(show, hold)) retryAfterScrolls();
    };
    // In a task of its own: React runs this effect in the task of the commit that made the navbar work.
    setTimeout(() => document.fonts.load(`1em ${family}`).then(switchToFont, () => {}));
  }, [hydrated, pathname, family]);

  return null;
}
