/** The /Nosotros carousel moves on by itself every 6000 ms. */
export const AUTOPLAY_MS = 6000;

/** A horizontal swipe shorter than this (in CSS pixels) is a tap or a wobble, not a change of slide. */
export const SWIPE_MIN_PX = 40;

/** Any integer index brought into 0…count-1, so that the carousel loops in both directions. */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isInteger(count) || count < 1) return 0;
  if (!Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** After the last slide comes the first. */
export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

/** Before the first slide comes the last. */
export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/**
 * Where a touch gesture leads: a mostly horizontal movement of at least SWIPE_MIN_PX goes to the next
 * slide when it moves left (the content follows the finger) and to the previous one when it moves right.
 */
export function swipeStep(deltaX: number, deltaY: number): -1 | 0 | 1 {
  // Written so that a missing coordinate (NaN) fails the test too.
  if (!(Math.abs(deltaX) >= SWIPE_MIN_PX && Math.abs(deltaX) > Math.abs(deltaY))) return 0;
  return deltaX < 0 ? 1 : -1;
}
