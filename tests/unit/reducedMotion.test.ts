import { prefersReducedMotion, REDUCED_MOTION_QUERY, subscribeReducedMotion } from '@/lib/reducedMotion';

describe('reduced-motion preference', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('reads the media query, and says "no" where the browser has no matchMedia', () => {
    const query = jest.fn((q: string) => ({ matches: q === REDUCED_MOTION_QUERY }));
    window.matchMedia = query as unknown as typeof window.matchMedia;
    expect(prefersReducedMotion()).toBe(true);
    expect(query).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    expect(prefersReducedMotion()).toBe(false);
    expect(() => subscribeReducedMotion(() => {})()).not.toThrow();
  });

  it('subscribes to changes and unsubscribes the same listener', () => {
    const list = { matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() };
    window.matchMedia = jest.fn(() => list) as unknown as typeof window.matchMedia;
    const onChange = jest.fn();
    const unsubscribe = subscribeReducedMotion(onChange);
    expect(list.addEventListener).toHaveBeenCalledWith('change', onChange);
    unsubscribe();
    expect(list.removeEventListener).toHaveBeenCalledWith('change', onChange);
  });
});
