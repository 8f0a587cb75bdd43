/** What the inline script runs: a read of the layout of what has been parsed so far. */
export const FIRST_SCREEN_BREAK_SCRIPT = 'document.body.offsetWidth';

/**
 * Placed right after the opening band, so that a phone paints the band before it parses the rest of the page.
 * The browser's parser works in slices of about 10 ms and lets the page paint only between two slices; on a
 * phone the whole body of a page fits in one slice, so the first paint waited for the styles and layout of the
 * entire page. The script lays out what is parsed so far (the navbar and the band: the work the first paint
 * needs anyway); the parser checks its time budget after every script it runs, finds the slice spent and paints
 * before it goes on. On a fast computer the slice is not spent and nothing changes.
 * Measured in docs/decisions/performance.md, "The first screen on its own".
 *
 * In the production build only: it matters for the exported pages alone, and React's development build reports
 * every script it creates on the client (a page opened by client-side navigation) as an error.
 */
export function FirstScreenBreak() {
  if (process.env.NODE_ENV !== 'production') return null;
  return <script dangerouslySetInnerHTML={{ __html: FIRST_SCREEN_BREAK_SCRIPT }} />;
}
