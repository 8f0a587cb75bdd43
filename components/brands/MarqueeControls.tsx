'use client';

import { useState, type CSSProperties, type ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import styles from './BrandCarousel.module.scss';

interface MarqueeControlsProps {
  className: string;
  trackClassName: string;
  /** Number of tiles in one copy of the list; the CSS derives the loop duration from it. */
  count: number;
  children: ReactNode;
}

/** The visible pause control of the brand carousel. The motion itself is CSS. */
export function MarqueeControls({ className, trackClassName, count, children }: MarqueeControlsProps) {
  const [paused, setPaused] = useState(false);
  return (
    <div className={className} data-paused={paused || undefined} style={{ '--count': count } as CSSProperties}>
      <button type="button" className={styles.pause} onClick={() => setPaused((p) => !p)}>
        <Icon name={paused ? 'play' : 'pause'} size={16} />
        {paused ? 'Reanudar carrusel' : 'Pausar carrusel'}
      </button>
      {/* Focusable so that keyboard visitors can stop the motion by moving onto it, as a mouse does by hovering. */}
      <div className={trackClassName} role="group" aria-label="Marcas que instalamos" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
