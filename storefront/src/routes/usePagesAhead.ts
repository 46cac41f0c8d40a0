import { startTransition, useEffect, useState } from 'react';
import type { Location } from 'react-router-dom';
import type { RouterEntry } from './ShopRouter';
import { savesData } from './savesData';
import { ownPathOf, pathsOnPage } from './usePreloadLinkedPages';
import { whenIdle } from './whenIdle';

/** How many of a page's controls lead to a page for it to be rendered ahead unasked: a single link is no sign. */
const LIKELY = 2;

/**
 * The pages to render ahead, hidden (`SitePages`), so a press on a control leading to one reveals
 * it rather than rendering it (rendering the sign-in page took 200–600 ms at 4× slowdown, much
 * longer than a pointer rests on a control before its press):
 * - the page most of the page's controls lead to, if several do (for a signed-out shopper,
 *   sign-in: Sign In and every Add to Cart), once the browser is idle after the page is shown; not
 *   when the shopper saves data;
 * - the page a mouse rests on a link to, until it comes over a link to another. A mouse only: a
 *   finger's touch is its press.
 * Each once its code has loaded (`preload`), unless `canRenderAhead` refuses it (the catalogue, the
 * page shown); the likeliest first, so neither moves when the other changes.
 */
export function usePagesAhead(
  preload: (pathname: string) => Promise<void>,
  canRenderAhead: (pathname: string) => boolean,
): string[] {
  const [likeliest, setLikeliest] = useState<string>();
  const [pointed, setPointed] = useState<string>();
  useEffect(() => {
    let reached: string | undefined;
    let stopped = false;
    /** Whether `path` is to be rendered ahead: once its code has loaded, if it may be. */
    const rendersAhead = (path: string) =>
      preload(path).then(
        () => !stopped && canRenderAhead(path),
        () => false,
      );
    const onOver = (event: PointerEvent) => {
      const path = event.pointerType === 'mouse' ? ownPathOf(event.target, window.location.origin) : undefined;
      if (path === undefined || path === reached) return;
      reached = path;
      void rendersAhead(path).then((renders) => renders && reached === path && startTransition(() => setPointed(path)));
    };
    document.addEventListener('pointerover', onOver, { passive: true });
    /** The page most controls lead to that may be rendered ahead (their code loaded one at a time: the first often is). */
    const renderLikeliest = async () => {
      for (const path of pathsOnPage(window, LIKELY))
        if (await rendersAhead(path)) return startTransition(() => setLikeliest(path));
    };
    // Once the browser is idle: right after the app starts, that work delayed the first presses
    // (a tap on Menu, the page a pointer reached rendered ahead behind it).
    const cancelIdle = savesData() ? () => {} : whenIdle(() => void renderLikeliest());
    return () => {
      stopped = true;
      cancelIdle();
      document.removeEventListener('pointerover', onOver);
    };
  }, [preload, canRenderAhead]);
  return [...new Set([likeliest, pointed])].filter((path) => path !== undefined);
}

/**
 * The page `usePagesAhead` renders ahead unasked, of those whose code has loaded: the one most of
 * the page's controls lead to, if several do, that `mayRenderAhead` lets it; none when the shopper
 * saves data.
 */
export function likeliestOnPage(view: Window, mayRenderAhead: (path: string) => boolean): string | undefined {
  return savesData() ? undefined : pathsOnPage(view, LIKELY).find(mayRenderAhead);
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
