import { manrope } from '@/app/fonts';

// The web font is switched on by adding next/font's class (which defines --font-sans) to <html>. On a first
// visit that happens at the load event, so the font never competes with the document, the scripts or the
// hero for the first round trips and the first paint is drawn in the metric-matched fallback. Once the file
// has arrived (and sits in the HTTP cache for a year), later page loads switch it on before the first paint,
// so returning visitors do not see the swap. Without JavaScript the page keeps the fallback.
const STORAGE_KEY = 'fuente-manrope';

const script = `(function(){var r=document.documentElement,c=${JSON.stringify(manrope.variable)},k=${JSON.stringify(STORAGE_KEY)};
function on(){r.classList.add(c)}
try{if(localStorage.getItem(k)){on();return}}catch(e){}
addEventListener('load',function(){on();document.fonts.ready.then(function(){try{localStorage.setItem(k,'1')}catch(e){}})})})()`;

export function DeferredFont() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
