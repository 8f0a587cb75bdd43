'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
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

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      const active = document.activeElement;
      // Only bring focus back when it was in the panel (or nowhere), never pull it away from elsewhere.
      if (!active || active === document.body || rootRef.current?.contains(active)) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
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
