import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The address of the page around, where a router keeps more than the page shown mounted (the
 * storefront keeps the page just left, out of view, until the browser is idle). Never changes for a
 * page: the page shown is said apart (`shownPage`), so saying it renders that page's readers alone,
 * not the pages (React searches a whole subtree for the readers of a context whose value changes).
 */
export const PagePathContext = createContext<string | undefined>(undefined);

/** Which page is shown: the router says so as it shows a page (none said: every page is). */
export const shownPage = (() => {
  let shown: string | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => shown,
    set(pathname: string) {
      if (pathname === shown) return;
      shown = pathname;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
})();

/**
 * Whether the page around is the one shown: false only for a page a router keeps mounted out of
 * view (the page just left). What a page shows outside itself (its head tags, a panel in a portal)
 * waits on it, so a page left cannot show them over the page shown.
 */
export function useIsPageShown(): boolean {
  const own = useContext(PagePathContext);
  const shown = useSyncExternalStore(shownPage.subscribe, shownPage.get, shownPage.get);
  return own === undefined || shown === undefined || own === shown;
}
