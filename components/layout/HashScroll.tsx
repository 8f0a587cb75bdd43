'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { anchorFromHash, scrollToAnchor } from '@/lib/scrollToAnchor';

/**
 * Deep links such as `/#contacto` scroll to their section after navigation, and links to an anchor of the
 * current page glide there (smoothly, unless the visitor prefers reduced motion) instead of jumping.
 */
export function HashScroll() {
  const pathname = usePathname();

  useEffect(() => {
    let cancel: (() => void) | undefined;
    const follow = () => {
      cancel?.();
      const id = anchorFromHash(window.location.hash);
      if (id) cancel = scrollToAnchor(id);
    };
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.('a[href*="#"]') as HTMLAnchorElement | null;
      if (!link || link.target) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname || !url.hash) return;
      event.preventDefault();
      window.history.pushState(null, '', url.hash);
      follow();
    };
    follow();
    window.addEventListener('hashchange', follow);
    document.addEventListener('click', onClick);
    return () => {
      cancel?.();
      window.removeEventListener('hashchange', follow);
      document.removeEventListener('click', onClick);
    };
  }, [pathname]);

  return null;
}
