'use client';

import { useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function Counter() {
  const [count, setCount] = useState(0);
  // As every button of the site that only works with JavaScript (hooks/useHydrated.ts): disabled until
  // hydrated, so the bench's hydration clock reads the floor and the site the same way.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <button type="button" disabled={!hydrated} onClick={() => setCount(count + 1)}>
      Pulsado {count} veces
    </button>
  );
}
