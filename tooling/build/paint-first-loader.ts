// The paint-first loader, inlined (minified) into the <head> of every exported page by paint-first.ts, which
// explains why. It runs in the browser before the first paint; the payload file and the chunks to add, and the
// ones to fetch at the first paint, are listed on its own element. The web font waits for the page's shell to
// hydrate (WebFontSwitch lifts the attribute, lib/paintFirst.ts), except in the two cases below.
(() => {
  const loader = document.currentScript as HTMLScriptElement;
  const root = document.documentElement;
  const showFont = () => root.removeAttribute('data-font-deferred');

  // Manrope was downloaded earlier in this tab, so it is in the browser's cache: use it from the first paint.
  // WebFontSwitch names the tab once the file is in (FONT_IN_TAB, lib/paintFirst.ts); a tab's name is kept
  // across this site's pages and cleared by browsers when the tab opens another site. Read without leaving the
  // page's process: sessionStorage's first read waits on the browser process, which took 8–83 ms (median 16) of
  // this parse at a phone's speed (docs/decisions/performance.md, "The font").
  if (window.name === 'fuente-web-en-cache') showFont();

  const add = (tag: 'link' | 'script', properties: Partial<HTMLLinkElement> | Partial<HTMLScriptElement>) =>
    document.head.appendChild(Object.assign(document.createElement(tag), properties));
  const preload = (list?: string) => {
    for (const href of list?.split(' ') ?? [])
      add('link', { rel: 'preload', as: 'script', fetchPriority: 'low', href });
  };

  // The files <head> does not fetch (the payload and the smaller chunks), once something is painted: the
  // largest chunks, fetched from <head>, still fill the connection then.
  let requested = false;
  const request = () => {
    if (requested) return;
    requested = true;
    preload(loader.dataset.atPaint);
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    request();
    preload(loader.dataset.preloads);
    // The payload first, then the chunks: fetched in parallel, run in this order (`async` off), so the framework
    // starts from a complete payload as it would from the page's own inline scripts.
    // A script that fails to load leaves the page without hydration: then the font comes anyway.
    // Each script is then marked `async`, which no longer changes its place in that order (fixed when it was
    // added): the page's payload renders the same chunks as `<script async>` elements, and React looks for
    // `script[async][src=…]` before adding its own, so each chunk is fetched and run once, not twice.
    for (const src of [loader.dataset.payload, ...loader.dataset.chunks!.split(' ')]) {
      add('script', { src, async: false, onerror: showFont }).setAttribute('async', '');
    }
  };

  // Run once the first contentful paint and the load event have both happened (the files are in the browser's
  // cache by then, and what the load brought is painted); where Paint Timing is missing, at the load event (and
  // every file is fetched at once, as from <head>); at
  // the latest after three seconds (a tab opened in the background paints only when shown). No timer or frame
  // callback in between: a page whose timers stand still (a test's paused clock) must still hydrate.
  let painted = !window.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  let loaded = false;
  const next = () => {
    if (painted && loaded) start();
  };
  if (painted) request();
  else {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted = true;
      request();
      next();
    }).observe({ type: 'paint', buffered: true });
  }
  addEventListener('load', () => {
    loaded = true;
    next();
  });
  setTimeout(start, 3000);
})();
