// A change to the page's styles made only if nothing the visitor can see moves because of it, as the browser
// would report it: a layout shift. Used for the switch to the web font (components/layout/WebFontSwitch).

/**
 * The largest shift kept: Lighthouse prints layout shift to three decimals, and what stays under this is 0
 * there. Measured in Chromium at 1440 px, the desktop navbar's labels, a row aligned right, slide by up to
 * 15 px when the font changes: 0.0002. On a phone, a paragraph of the opening band that takes a line more
 * pushes the buttons and the picture under it: 0.011 to 0.027.
 */
const SHIFT_LIMIT = 0.0005;

/**
 * The smallest move counted, in CSS pixels: Chromium reports none under 3 px (measured: the phone navbar's menu
 * button moving 1.1 px is not in its report, an icon moving 3.2 px is; scroll anchoring can leave a pixel).
 */
const MOVE_THRESHOLD = 3;

/** The part of a box within the window, or undefined when none of it is. */
function onScreen(box: DOMRect): DOMRect | undefined {
  const left = Math.max(box.left, 0);
  const top = Math.max(box.top, 0);
  const width = Math.min(box.right, window.innerWidth) - left;
  const height = Math.min(box.bottom, window.innerHeight) - top;
  return width > 0 && height > 0 ? new DOMRect(left, top, width, height) : undefined;
}

const size = (box: DOMRect) => box.width * box.height;

/** The box that holds both (either may be missing, not both). */
function bounds(a: DOMRect | undefined, b: DOMRect | undefined): DOMRect {
  const [first, second] = [a ?? b!, b ?? a!];
  const left = Math.min(first.left, second.left);
  const top = Math.min(first.top, second.top);
  return new DOMRect(
    left,
    top,
    Math.max(first.right, second.right) - left,
    Math.max(first.bottom, second.bottom) - top,
  );
}

/** Where two boxes overlap (an empty box when they do not). */
function overlap(a: DOMRect, b: DOMRect): DOMRect {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  return new DOMRect(
    left,
    top,
    Math.max(0, Math.min(a.right, b.right) - left),
    Math.max(0, Math.min(a.bottom, b.bottom) - top),
  );
}

const contains = (outer: DOMRect | undefined, inner: DOMRect) =>
  !!outer &&
  inner.left >= outer.left &&
  inner.top >= outer.top &&
  inner.right <= outer.right &&
  inner.bottom <= outer.bottom;

/**
 * How far from the window an element's box may lie and still be read, as a share of the window's height: more
 * than the few lines a change of font moves anything by, less than the distance at which the browser stops
 * laying out a block with `content-visibility: auto` (half the window's height in Chromium). Reading a box in
 * such a block makes the browser lay it out on the spot: reading every element of /Servicios took 550–650 ms
 * on a phone's processor (4× slowdown), against 25–45 ms for the switch itself.
 */
const READ_MARGIN = 0.25;

/** The elements whose boxes lie on the window or near it, with their boxes; a far element's content is skipped. */
function nearTheScreen() {
  const margin = window.innerHeight * READ_MARGIN;
  const elements: Element[] = [];
  const before: DOMRect[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT, {
    acceptNode(node) {
      const box = (node as Element).getBoundingClientRect();
      if (box.bottom < -margin || box.top > window.innerHeight + margin) return NodeFilter.FILTER_REJECT;
      elements.push(node as Element);
      before.push(box);
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  while (walker.nextNode());
  return { elements, before };
}

/**
 * Makes `change` and keeps it if the layout shift it causes stays under SHIFT_LIMIT; otherwise makes `undo`
 * at once. Both happen in one task, so the browser never draws the page as the change left it: a change
 * taken back shows nothing and moves nothing. Returns whether it kept the change.
 *
 * The shift is estimated as the browser scores it: each element's part on screen, before and after, is
 * compared by its top-left corner (so a block that only grows, or whose top is above the window, has not
 * moved, and neither has what scroll anchoring keeps in place); the share of the window covered by those that
 * moved MOVE_THRESHOLD or more, before or after (an element within the area of a moved container is counted with
 * it), times the longest move as a share of the window's longer side. Only the elements on or near the window
 * are read (READ_MARGIN). One layout of the page for the change, which it needed anyway, and one more to undo
 * it.
 */
export function changeWithoutMoving(change: () => void, undo: () => void): boolean {
  const { elements, before } = nearTheScreen();
  change();
  const counted = new Map<Element, DOMRect>(); // the moved elements counted so far: what they cover, before and after
  let area = 0;
  let distance = 0;
  elements.forEach((element, i) => {
    const after = element.getBoundingClientRect();
    const was = onScreen(before[i]);
    const now = onScreen(after);
    if (!was && !now) return;
    // Compared on screen; an element coming into the window or leaving it, by how far the whole box moved.
    const [from, to] = was && now ? [was, now] : [before[i], after];
    const moved = Math.max(Math.abs(to.left - from.left), Math.abs(to.top - from.top));
    if (moved < MOVE_THRESHOLD) return;
    const covers = bounds(was, now);
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      if (contains(counted.get(ancestor), covers)) return;
    }
    counted.set(element, covers);
    area += (was ? size(was) : 0) + (now ? size(now) : 0) - (was && now ? size(overlap(was, now)) : 0);
    distance = Math.max(distance, moved);
  });
  const { innerWidth: width, innerHeight: height } = window;
  const shift = (Math.min(1, area / (width * height)) * distance) / Math.max(width, height);
  if (shift < SHIFT_LIMIT) return true;
  undo();
  return false;
}
