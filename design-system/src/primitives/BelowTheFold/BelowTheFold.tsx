import { useDeferredValue, useState, type ReactNode } from 'react';
import { useRenderedAhead } from '../clock';

/**
 * The part of a page below its first screen. Rendered with the page wherever the page arrives
 * rendered (the prerender, and the hydration of its markup), and otherwise a moment after the
 * page's first frame: a press that opens the page in the app then paints what the shopper looks at
 * first without rendering, styling and laying out the rest in the same task (a product page's
 * About, What you get and related products were a fifth of its press at 4× slowdown). A page
 * rendered ahead, hidden, renders it ahead too.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const renderedAhead = useRenderedAhead();
  // Kept from the first render: right after hydrating, `renderedAhead` turns false.
  const [arrivedRendered] = useState(renderedAhead);
  const shown = useDeferredValue(true, arrivedRendered);
  return shown ? children : null;
}
