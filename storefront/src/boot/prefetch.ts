import { savesData } from '../routes/savesData';

/** A `rel=prefetch` link for `href`: fetched into the HTTP cache, not run. */
function prefetch(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  doc.head.append(link);
}

/** Calls `then` once the browser has shown the page's first text or picture. */
function afterFirstContentfulPaint(view: Window & typeof globalThis, then: () => void): void {
  const painted = () => view.performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || !view.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return then();
  const observer = new view.PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Calls `then` once the page has loaded (its pictures and fonts are in) and the browser has shown
 * it. `load` alone is not enough: with the main thread busy laying out the page, the first paint can
 * come after it, and the app's code then competed with it. Where the paint comes first, as on a
 * slow network, this is the `load` itself.
 */
function onceLoadedAndPainted(doc: Document, view: Window & typeof globalThis, then: () => void): void {
  const afterLoad = () => afterFirstContentfulPaint(view, then);
  if (doc.readyState === 'complete') afterLoad();
  else view.addEventListener('load', afterLoad, { once: true });
}

/**
 * Fetches the app's chunks into the browser's cache once the page is loaded and shown, without running
 * them: the shopper's first press then waits for the app to start, not for the network, and the
 * app's code never competes with the page's own pictures and fonts. One link per task: starting a
 * fetch costs the main thread more than it looks, and all at once they made one long task.
 */
export function prefetchOncePainted(paths: readonly string[], doc: Document = document): void {
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  if (!view) return;
  onceLoadedAndPainted(doc, view, () => {
    for (const href of paths) view.setTimeout(() => prefetch(doc, href));
  });
}

/**
 * Loads the font faces the page did not use, once it is loaded and shown, one per task; not when the
 * shopper asked the browser to save data. The site has eight (Inter and Poppins, four weights each)
 * and a page uses some: without the others, the next page (sign-in from the catalogue needs three
 * more) was laid out first in the fallback faces and again once its own arrived, its text changing
 * face before the shopper's eyes, and that first layout took 40–60 ms at 4× slowdown, 25–37 with
 * the faces loaded (docs/performance.md).
 */
export function loadFontFacesOncePainted(doc: Document = document): void {
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  if (!view || savesData(view.navigator)) return;
  onceLoadedAndPainted(doc, view, () => {
    for (const face of doc.fonts)
      if (face.status === 'unloaded') view.setTimeout(() => face.load().catch(() => undefined));
  });
}
