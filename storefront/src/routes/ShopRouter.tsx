import { startTransition, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router-dom';
import { leaveFocusedPage } from './focusHeading';

type HistoryUpdate = { action: NavigationType; location: Location };

/**
 * React Router's `BrowserRouter`, but a navigation to a page whose code is loaded renders at once
 * rather than in a transition. A transition renders the next page in slices, and between them the
 * browser paints the current page again; each slice adds the next page's styles to the page's one
 * style sheet (styled-components), so each of those frames recalculates the style of the whole
 * page: the press on Sign In waited 450–900 ms at 4× slowdown for a page that renders in one
 * 200 ms task. A page still loading keeps the transition, so the current page stays on screen
 * (rather than the layout's empty fallback) until the next one has loaded. (`createBrowserHistory`
 * is the library's own, which it exports as UNSAFE_ for routers of this kind.) A page rendered at
 * once first takes focus off the page it replaces (`leaveFocusedPage`).
 */
export function ShopRouter({ children, isReady }: { children: ReactNode; isReady: (pathname: string) => boolean }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setStateImpl] = useState<HistoryUpdate>({ action: history.action, location: history.location });
  /** The address of the latest update (a page still loading is not shown yet, but is the one left next). */
  const latestPathname = useRef(history.location.pathname);
  const setState = useCallback(
    (update: HistoryUpdate) => {
      const { pathname } = update.location;
      const leavesPage = pathname !== latestPathname.current;
      latestPathname.current = pathname;
      if (!isReady(pathname)) return startTransition(() => setStateImpl(update));
      if (leavesPage) leaveFocusedPage();
      setStateImpl(update);
    },
    [isReady],
  );
  useLayoutEffect(() => history.listen(setState), [history, setState]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
