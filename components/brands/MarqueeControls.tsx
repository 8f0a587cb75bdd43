'use client';

import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import buttons from '@/components/ui/Button.module.scss';
import { Icon } from '@/components/ui/Icon';
import { useHydrated } from '@/hooks/useHydrated';

import styles from './BrandCarousel.module.scss';

interface MarqueeControlsProps {
  className: string;
  trackClassName: string;
  /** Number of tiles in the list; the CSS derives the loop duration from it. */
  count: number;
  /** The list, rendered once. */
  children: ReactNode;
  /** The row's name and the pause button's two labels. */
  labels: { rowLabel: string; pause: string; resume: string };
}

/**
 * The moving row of the brand carousel and its visible pause control. The motion itself is CSS. The page
 * carries the list once; the copy that makes the loop seamless is cloned here, after hydration, and hidden
 * from assistive technology: that keeps some 200 elements out of every page's HTML, payload and hydration.
 * Until then (and without JavaScript) the row stands still and scrolls sideways.
 */
export function MarqueeControls({ className, trackClassName, count, children, labels }: MarqueeControlsProps) {
  const [paused, setPaused] = useState(false);
  const [looping, setLooping] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    const list = trackRef.current?.firstElementChild;
    if (!list) return;
    // The loop's duration follows the number of tiles. Set through the CSSOM, not a style attribute, which
    // the page's Content-Security-Policy (no inline styles) would refuse.
    viewportRef.current?.style.setProperty('--count', String(count));
    // Parsed in an inert <template>, not cloneNode(): a cloned <img> starts loading while it is still
    // detached, where `loading="lazy"` does not apply, so the copy fetched every logo on every page.
    // Adopted into the page, its images wait until they come near the screen, like the original's.
    const template = document.createElement('template');
    template.innerHTML = list.outerHTML;
    const copy = template.content.firstElementChild as HTMLElement;
    copy.setAttribute('aria-hidden', 'true');
    copy.inert = true;
    list.after(copy);
    setLooping(true);
    return () => {
      copy.remove();
      setLooping(false);
    };
  }, [count]);

  return (
    <div ref={viewportRef} className={className} data-paused={paused || undefined} data-looping={looping || undefined}>
      <button
        type="button"
        disabled={!hydrated}
        className={clsx(buttons.motionToggle, styles.pause)}
        onClick={() => setPaused((p) => !p)}
      >
        <Icon name={paused ? 'play' : 'pause'} size={16} />
        {paused ? labels.resume : labels.pause}
      </button>
      {/* Focusable so that keyboard visitors can stop the motion by moving onto it, as a mouse does by hovering. */}
      <div ref={trackRef} className={trackClassName} role="group" aria-label={labels.rowLabel} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
