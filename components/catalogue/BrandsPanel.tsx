'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { Icon } from '@/components/ui/Icon';
import { useHydrated } from '@/lib/useHydrated';

import styles from './Catalogue.module.scss';

/**
 * A disclosure: the button shows and hides the brands of each category. A click outside closes it;
 * Escape closes it and puts the focus back on the button. The lists are in the HTML either way.
 */
export function BrandsPanel({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    // On click rather than pointerdown: the panel sits in the page flow, and closing it on pointerdown
    // would move the control under the pointer before the click lands (a filter button, for example).
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      const active = document.activeElement;
      // Only bring focus back when it was in the panel (or nowhere), never pull it away from elsewhere.
      if (!active || active === document.body || rootRef.current?.contains(active)) buttonRef.current?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.brandsPanel}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.brandsButton}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!hydrated}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.brandsBody} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
