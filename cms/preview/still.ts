// lib/reducedMotion.ts in the CMS's preview (cms/build.ts): the page holds still while the staff type, as it
// does for a visitor who asked their system for reduced motion (carousels stop, reveals show at once).
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export const prefersReducedMotion = (): boolean => true;
export const subscribeReducedMotion = (): (() => void) => () => {};
