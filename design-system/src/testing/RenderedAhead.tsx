import { useEffect, useRef, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

export interface RenderedAheadProps {
  /** What the page renders, with the providers it needs: it runs in a root of its own. */
  element: ReactElement;
}

/**
 * `element` as a prerendered page has it: rendered to markup ahead of time, then hydrated, as
 * the shop does. The container says `data-hydrated` once React has taken the markup over, and
 * `data-hydration-error` with React's message when the render did not match the markup.
 */
export function RenderedAhead({ element }: RenderedAheadProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const container = ref.current!;
    container.innerHTML = renderToString(element);
    const markHydrated = () => {
      container.dataset.hydrated = 'true';
    };
    const root = hydrateRoot(container, <Hydrated onHydrated={markHydrated}>{element}</Hydrated>, {
      onRecoverableError: (error) => {
        container.dataset.hydrationError = error instanceof Error ? error.message : String(error);
      },
    });
    return () => {
      // Unmounting a root from within another root's commit is not allowed.
      queueMicrotask(() => root.unmount());
    };
  }, [element]);
  return <span ref={ref} data-testid="rendered-ahead" />;
}

/** Its effect runs after its children's: by then the markup is React's, and their effects have run. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactElement }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}
