/** A `rel=prefetch` link for `href`: fetched into the HTTP cache, not run. */
function prefetch(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  doc.head.append(link);
}

/**
 * Fetches the app's chunks into the browser's cache once the page has loaded (after its own
 * pictures and fonts, never before the first paint), without running them: the shopper's first
 * press then waits for the app to start, not for the network. One link per task: starting a fetch
 * costs the main thread more than it looks, and all at once they made one long task.
 */
export function prefetchOnceLoaded(paths: readonly string[], doc: Document = document): void {
  const view = doc.defaultView;
  if (!view) return;
  const prefetchEach = () => {
    for (const href of paths) view.setTimeout(() => prefetch(doc, href));
  };
  if (doc.readyState === 'complete') prefetchEach();
  else view.addEventListener('load', prefetchEach, { once: true });
}
