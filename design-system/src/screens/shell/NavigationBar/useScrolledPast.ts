import { useCallback, useSyncExternalStore } from 'react';

/** The spec's threshold: the bar changes appearance after 50 px of scroll. */
export const NAV_SCROLL_THRESHOLD = 50;

/**
 * The window's scroll position as its last scroll event left it (read once when this module loads,
 * as the app starts on a page already laid out). Read from here, not from the window, when React
 * checks the bar's store during a navigation's commit: `window.scrollY` then makes the browser lay
 * out the next page in the middle of the commit (38–77 ms at 4× slowdown in profiles), and again
 * once the commit is done.
 */
let knownScrollY = typeof window === 'undefined' ? 0 : window.scrollY;
if (typeof window !== 'undefined')
  window.addEventListener(
    'scroll',
    () => {
      knownScrollY = window.scrollY;
    },
    { passive: true },
  );

/**
 * Told after the frame the scroll is painted in: the bar's look follows behind what the shopper
 * waits for (a link that scrolls the next page to its top would otherwise have the bar rendered
 * again, and the page restyled, before that page's first frame).
 */
const subscribeToScroll = (onChange: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    if (timer === undefined)
      timer = setTimeout(() => {
        timer = undefined;
        onChange();
      });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    clearTimeout(timer);
  };
};

/**
 * Whether the window has scrolled further than `threshold` pixels. An external store, so that a
 * prerendered page hydrates with the server's answer (not scrolled) and then re-renders with the
 * window's: reading the scroll in the first render left a page opened mid-scroll with the
 * markup of one state and the React state of the other.
 */
export function useScrolledPast(threshold: number = NAV_SCROLL_THRESHOLD): boolean {
  const scrolledPast = useCallback(() => knownScrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, scrolledPast, () => false);
}
