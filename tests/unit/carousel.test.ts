import fc from 'fast-check';

import { nextIndex, previousIndex, SWIPE_MIN_PX, swipeStep, wrapIndex } from '@/lib/carousel';

describe('carousel index arithmetic', () => {
  it('loops forwards: 0 → 1 → 2 → 0', () => {
    expect([0, 1, 2].map((i) => nextIndex(i, 3))).toEqual([1, 2, 0]);
  });

  it('loops backwards: 0 → 2 → 1 → 0', () => {
    expect([0, 2, 1].map((i) => previousIndex(i, 3))).toEqual([2, 1, 0]);
  });

  it.each([
    [-1, 3, 2],
    [-4, 3, 2],
    [3, 3, 0],
    [7, 3, 1],
    [2.9, 3, 2],
    [Number.NaN, 3, 0],
    [Number.POSITIVE_INFINITY, 3, 0],
    [5, 1, 0],
    [5, 0, 0],
    [1, -3, 0],
    [1, 2.5, 0],
  ])('wrapIndex(%d, %d) = %d', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });

  it('next and previous undo each other and always give a valid index', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: -1000, max: 1000 }), (count, raw) => {
        const index = wrapIndex(raw, count);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(count);
        expect(previousIndex(nextIndex(index, count), count)).toBe(index);
        expect(nextIndex(previousIndex(index, count), count)).toBe(index);
      }),
    );
  });

  it('comes back to the start after count steps in either direction', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (count) => {
        let forward = 0;
        let backward = 0;
        for (let i = 0; i < count; i++) {
          forward = nextIndex(forward, count);
          backward = previousIndex(backward, count);
        }
        expect([forward, backward]).toEqual([0, 0]);
      }),
    );
  });
});

describe('swipeStep', () => {
  it('goes to the next slide when the finger moves left and to the previous one when it moves right', () => {
    expect(swipeStep(-SWIPE_MIN_PX, 0)).toBe(1);
    expect(swipeStep(-120, 30)).toBe(1);
    expect(swipeStep(SWIPE_MIN_PX, 0)).toBe(-1);
    expect(swipeStep(150, -40)).toBe(-1);
  });

  it('ignores taps, short movements and vertical scrolling', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(SWIPE_MIN_PX - 1, 0)).toBe(0);
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0)).toBe(0);
    expect(swipeStep(60, 200)).toBe(0);
    expect(swipeStep(-80, -80)).toBe(0);
  });

  it('ignores a gesture with a missing coordinate', () => {
    expect(swipeStep(Number.NaN, 0)).toBe(0);
    expect(swipeStep(-100, Number.NaN)).toBe(0);
  });
});
