import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true once React runs in the browser. Controls
 * that only work with JavaScript stay disabled until then, so that an early click is never lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
