import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Location } from 'react-router-dom';
import { firstShown } from './focusHeading';
import type { RouterEntry } from './ShopRouter';

const STORAGE_KEY = 'profit_scroll_positions';
/**
 * A page coming back may still be loading its content (its code, its pictures): restoring keeps
 * trying until the page is long enough, the shopper scrolls or presses something themselves, or
 * this backstop passes (a slow phone may take seconds to fetch a page's code).
 */
const RESTORE_FOR_MS = 10_000;
/** The shopper taking the scroll over: restoring stops at once. */
const SHOPPER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

const positions = typeof window === 'undefined' ? {} : readPositions();

/**
 * Where a history entry's position is kept. The router gives a tab's first entry of each page
 * load no key of its own ("default": every page opened afresh, a typed address or a link from
 * another page, shares it), so that entry is told apart by its address.
 */
function entryKey(key: string | undefined, { pathname, search }: Pick<Location, 'pathname' | 'search'>): string {
  return key === undefined || key === 'default' ? `default:${pathname}${search}` : key;
}

/** The page was opened afresh (a link from another page, a typed address), not reloaded or returned to. */
function openedAfresh(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'navigate';
}

function scrollToHash(hash: string): boolean {
  const target = firstShown(document.querySelectorAll(`[id="${CSS.escape(decodeURIComponent(hash.slice(1)))}"]`));
  target?.scrollIntoView();
  return Boolean(target);
}

/**
 * Scroll as a shopper expects: back and forward return to where they were on that page (kept per
 * history entry, across reloads in sessionStorage), a link with a hash (`/#store`) scrolls to its
 * section, any other navigation starts at the top.
 */
export function useScrollRestoration({ location, navigationType }: RouterEntry) {
  const mounted = useRef(false);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions[entryKey((window.history.state as { key?: string } | null)?.key, window.location)] = window.scrollY;
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
      positions[entryKey(location.key, location)] = window.scrollY;
      return;
    }
    // A page opened afresh starts at its top, whatever this tab's last page was scrolled to.
    const saved = first && openedAfresh() ? undefined : positions[entryKey(location.key, location)];
    if (navigationType === 'POP' && saved !== undefined) {
      const started = performance.now();
      let frame = 0;
      const stop = () => {
        cancelAnimationFrame(frame);
        for (const type of SHOPPER_SCROLLS) window.removeEventListener(type, stop, true);
      };
      const restore = () => {
        window.scrollTo(0, saved);
        if (Math.abs(window.scrollY - saved) > 1 && performance.now() - started < RESTORE_FOR_MS)
          frame = requestAnimationFrame(restore);
        else stop();
      };
      for (const type of SHOPPER_SCROLLS) window.addEventListener(type, stop, { capture: true, passive: true });
      restore();
      return stop;
    }
    if (location.hash) {
      if (scrollToHash(location.hash)) return;
      // The section may render a moment later (a lazily loaded page).
      const frame = requestAnimationFrame(() => scrollToHash(location.hash));
      return () => cancelAnimationFrame(frame);
    }
    window.scrollTo(0, 0);
    // The address is read with the key: an entry's address never changes under its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.hash, navigationType]);
}
