'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

import { anchorFromHash, anchorNavigation, scrollToAnchor } from '@/lib/scrollToAnchor';

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The one path to an anchor, for every link on the site (navbar, footer, any page) and for deep links:
 * a link to a section of this page glides there; a link to a section of another page (`/#contacto` from
 * /Nosotros) opens that page without the router's own jump, then glides; a page opened with a fragment
 * glides to it. The glide is smooth unless the visitor prefers reduced motion (scrollToAnchor).
 */
export function AnchorScroll() {
  const pathname = usePathname();
  const router = useRouter();
  const cancelPending = useRef<(() => void) | undefined>(undefined);
  // One wait at a time: a new glide (or null) cancels the one still looking for its target.
  const glideTo = useCallback((id: string | null) => {
    cancelPending.current?.();
    cancelPending.current = id ? scrollToAnchor(id) : undefined;
  }, []);

  // A layout effect, so the listeners exist from the commit that makes the links' own handlers live: a
  // passive effect runs a moment later, and a quick click in between went to next/link, whose jump to the
  // fragment neither glides nor moves focus.
  useLayoutEffect(() => {
    const followHash = () => glideTo(anchorFromHash(window.location.hash));
    // Capture phase: decided before any link's own handler (next/link stands aside once it sees
    // defaultPrevented), so that every link takes this path whoever rendered it.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
      const next = anchorNavigation(link.href, window.location);
      if (!next) return;
      event.preventDefault();
      if (next.kind === 'otherPage') {
        // The pathname effect below glides to the anchor once the new page is shown.
        router.push(next.href, { scroll: false });
        return;
      }
      if (window.location.hash !== next.hash) window.history.pushState(null, '', next.hash);
      glideTo(next.id);
    };
    window.addEventListener('hashchange', followHash);
    window.addEventListener('click', onClick, { capture: true });
    return () => {
      window.removeEventListener('hashchange', followHash);
      window.removeEventListener('click', onClick, { capture: true });
    };
  }, [router, glideTo]);

  // Each page shown, on load or after navigation, follows the fragment of its address.
  useEffect(() => {
    glideTo(anchorFromHash(window.location.hash));
    return () => glideTo(null);
  }, [pathname, glideTo]);

  return null;
}
