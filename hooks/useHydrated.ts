import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true once React runs in the browser. Every button
 * that only works with JavaScript is `disabled={!hydrated}`: until then (and without JavaScript) it is
 * announced as unavailable instead of swallowing a press. Other facts the HTML cannot know (reduced
 * motion, the query, the path, the scroll position) are read the same way, with useSyncExternalStore and
 * a server snapshot equal to what the HTML shows; effects are left for work on the DOM after mount.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
