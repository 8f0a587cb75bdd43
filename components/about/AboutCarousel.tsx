'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

import buttons from '@/components/ui/Button.module.scss';
import { Icon, type IconName } from '@/components/ui/Icon';
import { useHydrated } from '@/hooks/useHydrated';
import { AUTOPLAY_MS, nextIndex, previousIndex, swipeStep } from '@/lib/carousel';
import { prefersReducedMotion, subscribeReducedMotion } from '@/lib/reducedMotion';

import styles from './AboutCarousel.module.scss';

export interface CarouselSlide {
  id: string;
  /** Name of the slide on its indicator button ("Misión"). */
  label: string;
  /** The slide's name for screen readers ("1 de 3"). */
  position: string;
  /** Rendered on the server: every slide's text is in the pre-rendered HTML. */
  content: ReactNode;
}

/** The Spanish of the controls and roles, handed in by the page (this component ships to the browser). */
export interface CarouselLabels {
  roleDescription: string;
  slideRoleDescription: string;
  pause: string;
  resume: string;
  previous: string;
  next: string;
  indicators: string;
}

/** The «previous» or «next» button beside the indicators. */
function ArrowButton({
  icon,
  label,
  controls,
  disabled,
  onClick,
}: {
  icon: IconName;
  label: string;
  controls: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      className={styles.arrow}
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
    >
      <Icon name={icon} size={22} />
    </button>
  );
}

/** An indicator's label; on phones only its first word shows (see .labelRest), the name stays whole. */
function IndicatorLabel({ label }: { label: string }) {
  const [first, ...rest] = label.split(' ');
  if (rest.length === 0) return label;
  return (
    <>
      {first}
      <span className={styles.labelRest}> {rest.join(' ')}</span>
    </>
  );
}

/**
 * The /Nosotros carousel (WAI-ARIA carousel pattern): arrows, one indicator per slide, an infinite loop
 * and autoplay every 6 s that stops while the pointer is over it or the focus is inside it, when the
 * visitor pauses it with the visible control, and entirely under prefers-reduced-motion. Touch screens
 * can swipe.
 */
export function AboutCarousel({
  label,
  labels,
  slides,
}: {
  label: string;
  labels: CarouselLabels;
  slides: CarouselSlide[];
}) {
  const count = slides.length;
  const baseId = useId();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const hydrated = useHydrated();
  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);

  const rotating = !userPaused && !hovered && !focused && !reducedMotion;

  // One timeout per shown slide: any change of slide, by hand or by itself, starts a full 6 s again.
  useEffect(() => {
    if (!rotating || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, count)), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const slideId = (i: number) => `${baseId}-diapositiva-${i + 1}`;
  const slidesId = `${baseId}-diapositivas`;

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={labels.roleDescription}
      aria-label={label}
      data-rotating={rotating || undefined}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
    >
      <div className={styles.top}>
        <button
          type="button"
          disabled={!hydrated}
          className={buttons.motionToggle}
          aria-controls={slidesId}
          onClick={() => setUserPaused((paused) => !paused)}
        >
          <Icon name={userPaused ? 'play' : 'pause'} size={16} />
          {userPaused ? labels.resume : labels.pause}
        </button>
      </div>

      <div
        id={slidesId}
        className={styles.slides}
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse') return;
          swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (!start || start.id !== event.pointerId) return;
          const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
          if (step === 1) setIndex((i) => nextIndex(i, count));
          if (step === -1) setIndex((i) => previousIndex(i, count));
        }}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {slides.map((slide, i) => {
          const active = i === index;
          // Before the page is interactive (and without JavaScript, where CSS shows every slide) no slide
          // is hidden from assistive technology.
          const concealed = hydrated && !active;
          return (
            <div
              key={slide.id}
              id={slideId(i)}
              className={styles.slide}
              role="group"
              aria-roledescription={labels.slideRoleDescription}
              aria-label={slide.position}
              aria-hidden={concealed || undefined}
              inert={concealed}
              data-active={active || undefined}
              data-side={i < index ? 'before' : i > index ? 'after' : undefined}
            >
              {slide.content}
            </div>
          );
        })}
      </div>

      <div className={styles.nav}>
        <ArrowButton
          icon="chevronLeft"
          label={labels.previous}
          controls={slidesId}
          disabled={!hydrated}
          onClick={() => setIndex((i) => previousIndex(i, count))}
        />
        <div className={styles.indicators} role="group" aria-label={labels.indicators}>
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              disabled={!hydrated}
              className={styles.indicator}
              aria-controls={slideId(i)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            >
              <IndicatorLabel label={slide.label} />
            </button>
          ))}
        </div>
        <ArrowButton
          icon="chevronRight"
          label={labels.next}
          controls={slidesId}
          disabled={!hydrated}
          onClick={() => setIndex((i) => nextIndex(i, count))}
        />
      </div>
    </div>
  );
}
