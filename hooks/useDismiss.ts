import { useEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

interface DismissOptions {
  /** Listens only while the menu or panel is open. */
  open: boolean;
  /** Holds the trigger and what it opens: a press inside it is not a press outside. */
  containerRef: RefObject<HTMLElement | null>;
  /** Closes what is open; `reason` lets a menu with nested levels close only the innermost on Escape. */
  onDismiss: (reason: DismissReason) => void;
  /** The control that gets the focus back after Escape (the button that opened what just closed). */
  returnFocusTo: () => HTMLElement | null | undefined;
  /**
   * 'click' for a panel in the page flow: closing it earlier, at pointerdown, would move the control under
   * the pointer before the click lands. 'pointerdown' for menus that float over the page.
   */
  outsideEvent?: 'click' | 'pointerdown';
}

/**
 * The dismiss rules of every disclosure on the site: a press outside closes it; Escape closes it and puts
 * the focus back on its button, but only when the focus was inside (or nowhere), never pulling it away
 * from where the visitor moved it.
 */
export function useDismiss({ open, containerRef, onDismiss, returnFocusTo, outsideEvent = 'click' }: DismissOptions) {
  // The latest callbacks, so that a new closure on each render does not re-register the listeners.
  const latest = useRef({ onDismiss, returnFocusTo });
  useEffect(() => {
    latest.current = { onDismiss, returnFocusTo };
  });

  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) latest.current.onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside =
        !document.activeElement ||
        document.activeElement === document.body ||
        Boolean(containerRef.current?.contains(document.activeElement));
      const target = latest.current.returnFocusTo();
      latest.current.onDismiss('escape');
      if (focusWasInside) target?.focus();
    };
    document.addEventListener(outsideEvent, onOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener(outsideEvent, onOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, containerRef, outsideEvent]);
}
