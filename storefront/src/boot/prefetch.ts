/**
 * Fetches the app's chunks into the browser's cache once the page has loaded (after its own
 * pictures and fonts, never before the first paint), without running them: the shopper's first
 * press then waits for the app to start, not for the network. One link per task: starting a fetch
 * costs the main thread more than it looks, and all at once they made one long task.
 */
export function prefetchOnceLoaded(paths: readonly string[], doc: Document = document): void {
  const view = doc.defaultView;
  if (!view) return;
  const queue = [...paths];
  const prefetchNext = () => {
    const href = queue.shift();
    if (href === undefined) return;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
    view.setTimeout(prefetchNext);
  };
  if (doc.readyState === 'complete') prefetchNext();
  else view.addEventListener('load', prefetchNext, { once: true });
}
