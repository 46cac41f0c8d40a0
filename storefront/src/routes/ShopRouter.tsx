import { createContext, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  useLocation,
  useNavigationType,
  type NavigationType,
} from 'react-router-dom';
import { leaveFocusedPage } from './focusHeading';

/** An entry of the tab's history: its address, and how the tab came to it. */
export interface RouterEntry {
  location: Location;
  navigationType: NavigationType;
}

/** The history's entries as they come, for the components that follow them (`useRouterEntry`). */
interface RouterEntries {
  readonly current: RouterEntry;
  /** Whether `current` renders with the update (its page's code is loaded) or in a transition. */
  readonly atOnce: boolean;
  /** The entry now, read when asked, in the one object for the tab's life (`useEntryWhenAsked`). */
  readonly whenAsked: RouterEntry;
  listen(listener: () => void): () => void;
}

const RouterEntriesContext = createContext<RouterEntries | null>(null);

/** An object whose `keys` each read, when asked, that key of what `now` gives then. */
function readWhenAsked<T extends object>(now: () => T, keys: readonly (keyof T)[]): T {
  const reader = {} as T;
  for (const key of keys) Object.defineProperty(reader, key, { get: () => now()[key], enumerable: true });
  return reader;
}

function followHistory(
  history: ReturnType<typeof createBrowserHistory>,
  isReady: (pathname: string) => boolean,
): RouterEntries {
  const listeners = new Set<() => void>();
  const entries = {
    current: { location: history.location, navigationType: history.action },
    atOnce: true,
    whenAsked: {
      location: readWhenAsked((): Location => entries.current.location, ['pathname', 'search', 'hash', 'state', 'key']),
      get navigationType() {
        return entries.current.navigationType;
      },
    },
    listen(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  history.listen(({ action, location }) => {
    const leavesPage = location.pathname !== entries.current.location.pathname;
    entries.current = { location, navigationType: action };
    entries.atOnce = isReady(location.pathname);
    if (entries.atOnce && leavesPage) leaveFocusedPage();
    for (const listener of listeners) listener();
  });
  return entries;
}

/**
 * React Router's `BrowserRouter`, with two differences.
 *
 * The address is not in the router's context: its `<Router>` keeps the first, and the components
 * that follow the address (the route table's pages, the bar and footer, scroll and focus) take it
 * from `useRouterEntry`, as state of their own. A context that changes above the pages made React
 * search every page kept in the document (left, rendered ahead) for its readers at each
 * navigation, and run every link in them again: 20–35 ms of the press at 4× slowdown. Each page is
 * told its own address (`PageAt`), and the bar and footer theirs.
 *
 * A navigation to a page whose code is loaded renders at once rather than in a transition. A
 * transition renders the next page in slices, and between them the browser paints the current
 * page again; each slice adds the next page's styles to the page's one style sheet
 * (styled-components), so each of those frames recalculates the style of the whole page: the press
 * on Sign In waited 450–900 ms at 4× slowdown for a page that renders in one 200 ms task. A page
 * still loading keeps the transition, so the current page stays on screen (rather than the
 * layout's empty fallback) until the next one has loaded. A page rendered at once first takes focus
 * off the page it replaces (`leaveFocusedPage`). (`createBrowserHistory` is the library's own,
 * which it exports as UNSAFE_ for routers of this kind.)
 */
export function ShopRouter({ children, isReady }: { children: ReactNode; isReady: (pathname: string) => boolean }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [entries] = useState(() => followHistory(history, isReady));
  const [first] = useState(entries.current);
  return (
    <RouterEntriesContext value={entries}>
      <Router location={first.location} navigationType={first.navigationType} navigator={history}>
        {children}
      </Router>
    </RouterEntriesContext>
  );
}

/**
 * The history's entry now, as state of the component that asks: set with the update that changed
 * it, or in a transition while the next page's code loads (`ShopRouter`). Under another router
 * (the prerender's `StaticRouter`), that router's address.
 */
export function useRouterEntry(): RouterEntry {
  const entries = useContext(RouterEntriesContext);
  const routers = { location: useLocation(), navigationType: useNavigationType() };
  const [entry, setEntry] = useState(entries?.current ?? routers);
  useLayoutEffect(() => {
    if (!entries) return undefined;
    const follow = () => {
      const next = entries.current;
      if (entries.atOnce) setEntry(next);
      else startTransition(() => setEntry(next));
    };
    // An entry that came between this render and now.
    follow();
    return entries.listen(follow);
  }, [entries]);
  return entries ? entry : routers;
}

/**
 * The history's entry, read when asked rather than when rendered: the same object at every
 * navigation, so the components told it (the footer's and the cart panel's links, which show
 * nothing of the address) do not render again when it changes. React Router's links still read the
 * entry of the moment from it when pressed (a link to the page shown replaces its entry rather than
 * adding one); an absolute path resolves the same from any address. Under another router (the
 * prerender's), that router's address.
 */
export function useEntryWhenAsked(): RouterEntry {
  const entries = useContext(RouterEntriesContext);
  const routers = { location: useLocation(), navigationType: useNavigationType() };
  return entries ? entries.whenAsked : routers;
}
