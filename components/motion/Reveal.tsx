'use client';

import clsx from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { prefersReducedMotion } from '@/lib/reducedMotion';

import styles from './Reveal.module.scss';

/** A section becomes visible once 10 % of it is in view. */
export const REVEAL_THRESHOLD = 0.1;

type RevealState = 'static' | 'hidden' | 'visible';

/**
 * Fades its content in when 10 % of it scrolls into view. Content is visible in the pre-rendered HTML
 * and stays visible without JavaScript, under reduced motion, and when it is already on screen.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (prefersReducedMotion()) return;
    const rect = element.getBoundingClientRect();
    const visiblePart = Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0);
    if (visiblePart >= rect.height * REVEAL_THRESHOLD && visiblePart > 0) return;

    setState('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('visible');
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={clsx(styles.reveal, className)} data-reveal={state}>
      {children}
    </div>
  );
}
