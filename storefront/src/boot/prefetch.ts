/**
 * Fetches the app's chunks into the browser's cache once the page has loaded (after its own
 * pictures and fonts, never before the first paint), without running them: the shopper's first
 * press then waits for the app to start, not for the network.
 */
export function prefetchOnceLoaded(paths: readonly string[], doc: Document = document): void {
  const prefetch = () => {
    for (const href of paths) {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
  };
  if (doc.readyState === 'complete') prefetch();
  else doc.defaultView?.addEventListener('load', prefetch, { once: true });
}
