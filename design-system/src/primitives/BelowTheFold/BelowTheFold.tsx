import { useDeferredValue, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * The part of a page below its first screen. Rendered with the page wherever the page arrives
 * rendered (the server, the prerendered page the app takes over), and otherwise a moment after the
 * page's first frame: a press that opens the page in the app then paints what the shopper looks at
 * first without rendering, styling and laying out the rest in the same task (a product page's
 * About, What you get and related products were a fifth of its press at 4× slowdown). A page
 * rendered ahead, hidden, renders it ahead too.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  // The server's answer while hydrating (and on the server), the browser's for a page it renders.
  const renderedInBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [laterAtFirst] = useState(renderedInBrowser);
  const shown = useDeferredValue(true, !laterAtFirst);
  return shown ? children : null;
}
