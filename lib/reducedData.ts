/** The visitor's "reduce data" preference, where browsers expose it as a media query. */
export const REDUCED_DATA_QUERY = '(prefers-reduced-data: reduce)';

/** The part of the Network Information API the site reads (Chromium; absent in other browsers). */
interface DataSaverConnection extends EventTarget {
  saveData?: boolean;
}

const connection = (): DataSaverConnection | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: DataSaverConnection }).connection;

/**
 * True when the browser asks to save data: its data saver is on (`navigator.connection.saveData`, sent as the
 * Save-Data header) or the visitor prefers reduced data; false where the browser cannot tell.
 */
export function prefersReducedData(): boolean {
  if (connection()?.saveData === true) return true;
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_DATA_QUERY).matches;
}

/** Calls `onChange` whenever either signal changes; returns the unsubscribe function (useSyncExternalStore). */
export function subscribeReducedData(onChange: () => void): () => void {
  const network = connection();
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_DATA_QUERY) : undefined;
  network?.addEventListener?.('change', onChange);
  query?.addEventListener('change', onChange);
  return () => {
    network?.removeEventListener?.('change', onChange);
    query?.removeEventListener('change', onChange);
  };
}
