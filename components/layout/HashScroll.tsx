'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { anchorFromHash, scrollToAnchor } from '@/lib/scrollToAnchor';

/** Deep links such as `/#contacto` scroll to their section after navigation, and on in-page hash changes. */
export function HashScroll() {
  const pathname = usePathname();

  useEffect(() => {
    let cancel: (() => void) | undefined;
    const follow = () => {
      cancel?.();
      const id = anchorFromHash(window.location.hash);
      if (id) cancel = scrollToAnchor(id);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => {
      cancel?.();
      window.removeEventListener('hashchange', follow);
    };
  }, [pathname]);

  return null;
}
