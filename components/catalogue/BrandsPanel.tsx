'use client';

import { useId, useRef, useState, type ReactNode } from 'react';

import { Icon } from '@/components/ui/Icon';
import { useDismiss } from '@/hooks/useDismiss';
import { useHydrated } from '@/hooks/useHydrated';

import styles from './Catalogue.module.scss';

/**
 * A disclosure: the button shows and hides the brands of each category; a click outside or Escape closes
 * it (useDismiss). The lists are in the HTML either way.
 */
export function BrandsPanel({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const hydrated = useHydrated();

  useDismiss({
    open,
    containerRef: rootRef,
    onDismiss: () => setOpen(false),
    returnFocusTo: () => buttonRef.current,
  });

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
