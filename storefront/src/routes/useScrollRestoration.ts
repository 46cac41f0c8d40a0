import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'profit_scroll_positions';
/** A page coming back may still be loading its content: how long restoring keeps trying. */
const RESTORE_FOR_MS = 1500;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

const positions = typeof window === 'undefined' ? {} : readPositions();

function scrollToHash(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return Boolean(target);
}

/**
 * Scroll as a shopper expects: back and forward return to where they were on that page (kept per
 * history entry, across reloads in sessionStorage), a link with a hash (`/#store`) scrolls to its
 * section, any other navigation starts at the top.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const mounted = useRef(false);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions[window.history.state?.key ?? 'default'] = window.scrollY;
    };
    const persist = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    // A prerendered page is read (and scrolled) before the app starts: the app takes it over where
    // the shopper has it.
    const first = !mounted.current;
    mounted.current = true;
    if (first && window.scrollY > 0) {
      positions[location.key] = window.scrollY;
      return;
    }
    const saved = positions[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      const started = performance.now();
      let frame = 0;
      const restore = () => {
        window.scrollTo(0, saved);
        if (Math.abs(window.scrollY - saved) > 1 && performance.now() - started < RESTORE_FOR_MS)
          frame = requestAnimationFrame(restore);
      };
      restore();
      return () => cancelAnimationFrame(frame);
    }
    if (location.hash) {
      if (scrollToHash(location.hash)) return;
      // The section may render a moment later (a lazily loaded page).
      const frame = requestAnimationFrame(() => scrollToHash(location.hash));
      return () => cancelAnimationFrame(frame);
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
