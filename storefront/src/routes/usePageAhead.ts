import { startTransition, useEffect, useState } from 'react';
import type { Location } from 'react-router-dom';
import type { RouterEntry } from './ShopRouter';
import { ownPathOf } from './usePreloadLinkedPages';

/**
 * The page the mouse rests on a link to, to be rendered ahead, hidden (`SitePages`), so the click
 * reveals it rather than rendering it: once its code has loaded (`preload`), and unless
 * `canRenderAhead` refuses it (the catalogue, the page shown). It stays the page ahead until the
 * mouse comes over a link to another. A mouse only: a finger's touch is its press.
 */
export function usePageAhead(
  preload: (pathname: string) => Promise<void>,
  canRenderAhead: (pathname: string) => boolean,
): string | undefined {
  const [ahead, setAhead] = useState<string>();
  useEffect(() => {
    let reached: string | undefined;
    const onOver = (event: PointerEvent) => {
      const path = event.pointerType === 'mouse' ? ownPathOf(event.target, window.location.origin) : undefined;
      if (path === undefined || path === reached) return;
      reached = path;
      void preload(path).then(
        () => reached === path && canRenderAhead(path) && startTransition(() => setAhead(path)),
        () => undefined,
      );
    };
    document.addEventListener('pointerover', onOver, { passive: true });
    return () => document.removeEventListener('pointerover', onOver);
  }, [preload, canRenderAhead]);
  return ahead;
}

/** The key of a page rendered ahead: the history gives its entry one only when it is followed. */
const AHEAD_KEY = 'ahead';

/** The location of a page rendered ahead (its address as the link gives it; no state yet). */
export const aheadAt = (pathname: string): Location => ({
  pathname,
  search: '',
  hash: '',
  state: null,
  key: AHEAD_KEY,
});

/**
 * Whether a page told `previous` need not render again to be told `next`: the same entry, or the
 * page rendered ahead (`aheadAt`) revealed by the plain link it was rendered for, whose location
 * differs only by the key the history gave the entry. Rendering it again with the press would undo
 * the render ahead (every reader of the location, the whole page). A page once rendered ahead keeps
 * that key while it is shown: only the catalogue reads a key, to take up a search a link brings,
 * which a link to the same address and search cannot change.
 */
export function sameEntry(previous: RouterEntry, next: RouterEntry): boolean {
  const [was, is] = [previous.location, next.location];
  return (
    previous.navigationType === next.navigationType &&
    was.pathname === is.pathname &&
    was.search === is.search &&
    was.hash === is.hash &&
    was.state === is.state &&
    (was.key === is.key || was.key === AHEAD_KEY)
  );
}
