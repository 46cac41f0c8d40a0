import { useEffect, useRef } from 'react';
import { focusHeading } from './focusHeading';

/** How long a page may take to show its heading (a screen loading its data) before we give up. */
const HEADING_WAIT_MS = 5000;

/**
 * After a navigation (not the first page load), focus moves to the new page's `<h1>`, so a screen
 * reader announces the page and the next Tab starts from its top. The heading may appear a little
 * later (a screen loading its data): it is then focused when it shows up, unless the shopper has
 * moved focus in the meantime. Scrolling is left to `ScrollRestoration` (`preventScroll`).
 */
export function useFocusOnNavigation(pathname: string) {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const focusedBefore = document.activeElement;
    const observer = new MutationObserver(() => {
      if (document.activeElement !== focusedBefore) return observer.disconnect();
      if (focusHeading()) observer.disconnect();
    });
    let timer: number | undefined;
    // In the frame that first shows the page: focusing asks for the page's layout, which that frame
    // makes anyway, while focusing here, as the page is committed, made it twice (at 4× slowdown,
    // 40 ms more before the page showed).
    const frame = window.requestAnimationFrame(() => {
      if (document.activeElement !== focusedBefore || focusHeading()) return;
      observer.observe(document.body, { childList: true, subtree: true });
      timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);
}
