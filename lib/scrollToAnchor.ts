import { prefersReducedMotion } from './reducedMotion';

/** The first look for the target comes 100 ms after navigation, then one every 50 ms until it exists. */
export const FIRST_TRY_MS = 100;
export const RETRY_MS = 50;
/** Stop looking after this long, so that a mistyped anchor does not keep a timer alive forever. */
export const GIVE_UP_MS = 5000;

/**
 * Scrolls smoothly to the element with this id once it exists, then moves keyboard focus to it so that
 * the next Tab continues from there. Returns a function that cancels the wait.
 */
export function scrollToAnchor(id: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const startedAt = Date.now();

  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      return;
    }
    if (Date.now() - startedAt < GIVE_UP_MS) timer = setTimeout(attempt, RETRY_MS);
  };

  timer = setTimeout(attempt, FIRST_TRY_MS);
  return () => clearTimeout(timer);
}

/** The anchor id of a location hash ("#contacto" → "contacto"), decoded; null when there is none. */
export function anchorFromHash(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** What a click on a link with a fragment does: glide on this page, or open another page and glide there. */
export type AnchorNavigation = { kind: 'samePage'; id: string; hash: string } | { kind: 'otherPage'; href: string };

/**
 * Decides how a followed link reaches its anchor: null when it has none or leaves the site (the browser
 * handles it). A link to another path of this site (`/#contacto` from /Nosotros) opens that page first.
 */
export function anchorNavigation(
  href: string,
  location: Pick<Location, 'href' | 'origin' | 'pathname'>,
): AnchorNavigation | null {
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return null;
  }
  const id = anchorFromHash(url.hash);
  if (url.origin !== location.origin || !id) return null;
  if (url.pathname === location.pathname) return { kind: 'samePage', id, hash: url.hash };
  return { kind: 'otherPage', href: `${url.pathname}${url.search}${url.hash}` };
}
