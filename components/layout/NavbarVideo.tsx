'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

import { Icon } from '@/components/ui/Icon';
import { useHydrated } from '@/hooks/useHydrated';
import { prefersReducedData, subscribeReducedData } from '@/lib/reducedData';
import { prefersReducedMotion, subscribeReducedMotion } from '@/lib/reducedMotion';

import styles from './NavbarVideo.module.scss';

interface NavbarVideoProps {
  webm: string;
  mp4: string;
  /** The poster image, rendered on the server (components/ui/Img); the video plays over it in the same box. */
  poster: ReactNode;
  labels: { pause: string; play: string; fallback: string };
}

/** The video stays on its poster when the visitor asked for less motion or the browser asks to save data. */
const keepStill = () => prefersReducedMotion() || prefersReducedData();
const subscribeKeepStill = (onChange: () => void) => {
  const unsubscribeMotion = subscribeReducedMotion(onChange);
  const unsubscribeData = subscribeReducedData(onChange);
  return () => {
    unsubscribeMotion();
    unsubscribeData();
  };
};
// The HTML shows the poster: the server's answer, so nothing starts before the client has read the facts.
const stillInHtml = () => true;

/**
 * The navbar's muted background loop. The HTML carries only its poster, as an image: the `<video>` element
 * enters the page when it is to play, after the load event, never under reduced motion nor when the browser
 * asks to save data (then nothing of the video is fetched), or when the visitor presses play: a media element
 * in the first screen delays the first paint (docs/decisions/performance.md). If the browser refuses autoplay,
 * it says so in the console and tries again on the visitor's next click. The pause button sits outside the
 * video's layer, which fades when the page scrolls, so that it stays visible above the navigation.
 */
export function NavbarVideo({ webm, mp4, poster, labels }: NavbarVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [wanted, setWanted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();
  const still = useSyncExternalStore(subscribeKeepStill, keepStill, stillInHtml);

  useEffect(() => {
    if (still) return;
    const start = () => setWanted(true);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [still]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !wanted) return;
    video.muted = true;
    let retry: (() => void) | undefined;
    video.play().catch((error: unknown) => {
      console.warn('El video de fondo no pudo iniciarse automáticamente; se reintentará con el próximo clic.', error);
      retry = () => {
        void video.play().catch(() => undefined);
      };
      document.addEventListener('click', retry, { once: true });
    });
    return () => {
      if (retry) document.removeEventListener('click', retry);
    };
  }, [wanted]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) setWanted(true);
    else if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };

  return (
    <>
      <div className={styles.layer}>
        {poster}
        {wanted && (
          <video
            ref={videoRef}
            muted
            loop
            playsInline
            aria-hidden="true"
            tabIndex={-1}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
          >
            <source src={webm} type="video/webm" />
            <source src={mp4} type="video/mp4" />
            {labels.fallback}
          </video>
        )}
      </div>
      <button
        type="button"
        disabled={!hydrated}
        className={styles.toggle}
        onClick={toggle}
        aria-label={playing ? labels.pause : labels.play}
      >
        <span className={styles.knob}>
          <Icon name={playing ? 'pause' : 'play'} size={14} />
        </span>
      </button>
    </>
  );
}
