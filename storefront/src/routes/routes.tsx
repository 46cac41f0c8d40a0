import {
  Activity,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  NavigationType,
} from 'react-router-dom';
import { HomePage, ModeNotice, Notifications, SiteLayout, type ChromePart } from '@profit/design-system/screens';
import { loadAdminConsole } from '@profit/design-system/screens/lazy';
import {
  NavigationBridge,
  PagePathContext,
  selectIsSignedIn,
  shownPage,
  useAppSelector,
} from '@profit/design-system/state';
import { LAZY_PAGES, loadRequireAuth } from './pages';
import { PageErrorBoundary } from './PageErrorBoundary';
import { retryableLazy } from './retryableLazy';
import { useEntryWhenAsked, useRouterEntry, type RouterEntry } from './ShopRouter';
import { firstMatching } from './matchAddress';
import {
  APP_SECTIONS,
  LEGACY_REDIRECTS,
  mayRenderAhead,
  NOT_FOUND_PAGE,
  ROUTED_PATTERNS,
  SITE_ROUTES,
  type PageName,
  type SiteRoute,
} from './siteRoutes';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { aheadAt, likeliestOnPage, sameEntry, usePagesAhead } from './usePagesAhead';
import { usePreloadLinkedPages } from './usePreloadLinkedPages';
import { useScrollRestoration } from './useScrollRestoration';
import { whenIdle } from './whenIdle';

type LazyPageName = Exclude<PageName, 'HomePage'>;

interface LazyPage {
  (): React.JSX.Element;
  /** Loads the page's chunk ahead of its first render. */
  preload: () => Promise<void>;
  /** Whether the page's chunk is loaded: it renders without suspending. */
  isLoaded: () => boolean;
}

/**
 * A page loaded on demand (loaded again after a failed load's Try again) that can also be loaded
 * ahead: a page loaded before it first renders (the prerendered page a visit opens on,
 * `preloadPage`) renders at once, so hydration never suspends on it; otherwise it suspends until
 * its chunk arrives. Each mounted page keeps the way it first rendered, so a page never remounts
 * when its chunk lands.
 */
function preloadable(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((Page) => {
      loaded = Page;
      return Page;
    });
  const Lazy = retryableLazy(preload);
  function Page() {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload: () => preload().then(() => undefined), isLoaded: () => loaded !== undefined });
}

/** Each page's lazily loaded screen (one chunk per page), made once. */
const lazyPages = Object.fromEntries(
  Object.entries(LAZY_PAGES).map(([name, load]) => [name, preloadable(load)]),
) as Record<LazyPageName, LazyPage>;

const siteRouteOf = new Map(SITE_ROUTES.map((route) => [route.path, route]));
/** The pattern an address is routed by, looked up once per address (the route table's come first). */
const routedPatternAt = firstMatching(ROUTED_PATTERNS);

/** The route table's entry for an address, if any. */
const routeAt = (pathname: string): SiteRoute | undefined => siteRouteOf.get(routedPatternAt(pathname) ?? '');

/** The page an address shows (the not-found page for an unknown one). */
export const pageAt = (pathname: string): PageName => routeAt(pathname)?.page ?? NOT_FOUND_PAGE;

/**
 * Loads the screen of the page at `pathname` (the prerendered page a visit opens on, before it is
 * hydrated; the same page before it is prerendered). The home page is in the first chunk already.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const { lazyPage, isProtected } = pageOfRoute(routeAt(pathname));
  if (!lazyPage) return;
  await Promise.all([lazyPage.preload(), isProtected ? loadRequireAuth() : Promise.resolve(undefined)]);
}

/**
 * Whether the page at `pathname` renders at once (its code loaded): the router then shows it in
 * one render rather than in a transition (`ShopRouter`). A protected page keeps the transition:
 * its gate may still be loading, or waiting for the session.
 */
export const isPageReady = (pathname: string): boolean => isRouteReady(routeAt(pathname));

/** Whether the page at `pathname` shows the footer (the catalogue, bare, keeps it hidden). */
export const showsFooter = (pathname: string): boolean => layoutAt(pathname) !== 'bare';

/** `isPageReady` for the route table's entry (none: the not-found page). */
function isRouteReady(route: SiteRoute | undefined): boolean {
  const { lazyPage, isProtected } = pageOfRoute(route);
  return !lazyPage || (lazyPage.isLoaded() && !isProtected);
}

/** The lazily loaded page a route shows (none for the home page, in the first chunk), and whether it is protected. */
function pageOfRoute(route: SiteRoute | undefined): { lazyPage?: LazyPage; isProtected: boolean } {
  const page = route?.page ?? NOT_FOUND_PAGE;
  return { lazyPage: page === 'HomePage' ? undefined : lazyPages[page], isProtected: route?.access === 'protected' };
}

const RequireAuth = retryableLazy(loadRequireAuth);

/** The merchant console: its own chunks, loaded only at /admin (never part of a shopper's pages). */
const AdminConsole = retryableLazy(loadAdminConsole);

function pageElement({ page, access }: Pick<SiteRoute, 'page' | 'access'>) {
  if (page === 'HomePage') return <HomePage />;
  const Page = lazyPages[page];
  return access === 'protected' ? (
    <RequireAuth>
      <Page />
    </RequireAuth>
  ) : (
    <Page />
  );
}

/** The `onReady` callbacks called already: each once, though every page shown has its own `Ready`. */
const readied = new WeakSet<() => void>();

/**
 * Calls `onReady` once, after the first page has rendered (or been hydrated) and committed: placed
 * beside the page, inside its `Activity`, since React hydrates that boundary after the rest.
 */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => {
    if (readied.has(onReady)) return;
    readied.add(onReady);
    onReady();
  }, [onReady]);
  return null;
}

/**
 * Around every page: the router's bridge for the store, scroll and focus on navigation, the mode
 * label, and a page error in place of the layout if it cannot be shown (a page's own error shows
 * inside the layout, so the bar and footer stay).
 */
function Root() {
  const entry = useRouterEntry();
  const { pathname } = entry.location;
  useScrollRestoration(entry);
  useFocusOnNavigation(pathname);
  usePreloadLinkedPages(preloadPage, pathname);
  return (
    <>
      <NavigationBridge />
      <ModeNotice />
      {/* Navigations run in a transition: the current page stays until the next one has loaded. */}
      <Suspense>
        <PageErrorBoundary resetKey={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </Suspense>
      <Notifications />
    </>
  );
}

/** The layout an address shows its page in. */
const layoutAt = (pathname: string) => routeAt(pathname)?.layout ?? 'site';

/**
 * Whether the page at `pathname` can be rendered ahead, hidden, beside the page shown at `shown`:
 * a page of the route table the shopper may be shown (`mayRenderAhead`: never a redirect, the
 * console, a protected page, or sign-in once signed in) whose code is loaded, and not the page
 * shown. Both sit in the layout's one `<main>`, so from the catalogue too. The catalogue itself is
 * not rendered ahead: it has its own cart button, and two cart panels would open from the one
 * store state.
 */
function rendersAhead(shown: string, pathname: string, signedIn: boolean): boolean {
  const route = routeAt(pathname);
  return pathname !== shown && route !== undefined && mayRenderAhead(route, signedIn) && isRouteReady(route);
}

/** A page's routes match from the top, as they did under the layout's catch-all route. */
const TOP_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/**
 * The page the route table shows at `location`, told that location (and how the tab came to it).
 * It renders again only when its entry changes (`sameEntry`).
 */
const PageAt = memo(function PageAt({ location, navigationType }: RouterEntry) {
  const told = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  return (
    <LocationContext.Provider value={told}>
      <RouteContext.Provider value={TOP_ROUTE}>
        <PageErrorBoundary resetKey={location.pathname}>
          <Routes>{PAGE_ROUTES.get(routedPatternAt(location.pathname) ?? '*')}</Routes>
        </PageErrorBoundary>
      </RouteContext.Provider>
    </LocationContext.Provider>
  );
}, sameEntry);

/**
 * Every page in the site layout; the catalogue bare, its bar and footer kept hidden so the next
 * page shows them at once. The page several of its controls lead to, and the page the mouse rests
 * on a link to, are rendered ahead, hidden, after the one shown (`usePagesAhead`): a press then
 * reveals it (the same elements, each page keyed by its path) instead of rendering it. The
 * page left stays a moment, out of view (`LEFT_PAGE_STYLE`), and is dropped once the browser is idle:
 * taking a page down (its elements, its effects' clean-ups, React's walk of it) cost 60–90 ms of
 * the press at 4× slowdown, in the frame the shopper waits for. No Suspense boundary of its own: a
 * page still loading suspends the whole layout (Root's boundary), so a first visit to a lazy page
 * paints the bar, the page and the footer together instead of the footer first, then pushed down
 * by the page (a layout shift Lighthouse counts).
 */
function SitePages({ onReady }: SiteRoutesProps) {
  const entry = useRouterEntry();
  const { location } = entry;
  const [shown, setShown] = useState(entry);
  const [behind, setBehind] = useState<RouterEntry>();
  // The page left, kept as the page rendered ahead when it is the one the shown page's controls lead to most.
  const [keptAhead, setKeptAhead] = useState<string>();
  if (shown.location !== location) {
    const left = shown.location.pathname;
    if (left !== location.pathname) setBehind(keepsBehind(left) ? shown : undefined);
    setKeptAhead(undefined);
    setShown(entry);
  }
  // The page shown has the head: the page left's head tags go before the frame that shows the next.
  useLayoutEffect(() => shownPage.set(location.pathname), [location.pathname]);
  const signedIn = useAppSelector(selectIsSignedIn);
  useEffect(() => {
    if (!behind) return undefined;
    return whenIdle(() => {
      // Often the page left is the one to render ahead next (the home page, from sign-in): it is
      // hidden as it is rather than dropped and rendered again from nothing a moment later.
      const left = behind.location.pathname;
      const staysAhead = likeliestOnPage(window, (path) => rendersAhead(location.pathname, path, signedIn)) === left;
      startTransition(() => {
        if (staysAhead) setKeptAhead(left);
        setBehind(undefined);
      });
    });
  }, [behind, location.pathname, signedIn]);
  const behindPath = behind?.location.pathname;
  const canRenderAhead = useCallback(
    (pathname: string) => rendersAhead(location.pathname, pathname, signedIn) && pathname !== behindPath,
    [location.pathname, behindPath, signedIn],
  );
  const ahead = [...new Set([keptAhead, ...usePagesAhead(preloadPage, canRenderAhead)])].filter(
    (path) => path !== undefined,
  );
  // In the order the elements already have, so that none is moved: the page left was before the one shown.
  const pages: { entry: RouterEntry; role: 'left' | 'shown' | 'ahead' }[] = [
    ...(behind && behindPath !== location.pathname ? [{ entry: behind, role: 'left' as const }] : []),
    { entry, role: 'shown' },
    ...ahead.filter(canRenderAhead).map((path) => ({
      entry: { location: aheadAt(path), navigationType: NavigationType.Push },
      role: 'ahead' as const,
    })),
  ];
  // The bar follows the address; the floating cart and the footer, which show nothing of it, read
  // it when pressed (`useEntryWhenAsked`); each page is told its own (`useRouterEntry`).
  const whenAsked = useEntryWhenAsked();
  const wrapChrome = useCallback(
    (chrome: ReactNode, part: ChromePart) => (
      <LocationContext.Provider value={part === 'bar' ? entry : whenAsked}>{chrome}</LocationContext.Provider>
    ),
    [entry, whenAsked],
  );
  return (
    <SiteLayout bare={layoutAt(location.pathname) === 'bare'} wrapChrome={wrapChrome}>
      {pages.map(({ entry, role }) => (
        <Activity key={entry.location.pathname} mode={role === 'ahead' ? 'hidden' : 'visible'}>
          <PagePathContext value={entry.location.pathname}>
            {/* The page left out of view (`LEFT_PAGE_STYLE`); each page in a plain block, laid out as it would be alone. */}
            <div style={role === 'left' ? LEFT_PAGE_STYLE : undefined}>
              <PageAt location={entry.location} navigationType={entry.navigationType} />
            </div>
          </PagePathContext>
          {role === 'shown' && onReady && <Ready onReady={onReady} />}
        </Activity>
      ))}
    </SiteLayout>
  );
}

/**
 * The page left: the browser keeps its boxes but skips their style, layout and paint, keeps them
 * out of the accessibility tree, focus and find in page, and gives the page no room. So leaving it
 * costs one changed attribute, where taking its boxes down (removing it, or `display: none`) cost
 * what removing it did.
 */
const LEFT_PAGE_STYLE = { contentVisibility: 'hidden' } as const;

/**
 * Whether the page at `left` stays a moment after the shopper leaves it: a page whose effects, which
 * run until it is dropped, never take the shopper away (`followsSession`). The catalogue too: its
 * cart panel opens on the page shown only (`useIsPageShown`), and deleting its grid in the press
 * cost 20–40 ms of it at 4×.
 */
function keepsBehind(left: string): boolean {
  const route = routeAt(left);
  return route !== undefined && !route.followsSession;
}

export interface SiteRoutesProps {
  /** Called once the first page is on screen and committed (hydrated, when it was prerendered). */
  onReady?: () => void;
}

/** What each pattern the app routes shows (`ROUTED_PATTERNS`): its page, a redirect, the console or Not Found. */
const elementOf = (pattern: string) => {
  const route = siteRouteOf.get(pattern);
  if (route) return pageElement(route);
  const redirect = LEGACY_REDIRECTS[pattern];
  if (redirect !== undefined) return <Navigate to={redirect} replace />;
  if (APP_SECTIONS.some((section) => pattern === `${section}/*`)) return <AdminConsole />;
  return pageElement({ page: NOT_FOUND_PAGE, access: 'public' });
};

/**
 * The route of each pattern, made once. `PageAt` gives `<Routes>` only the one that matches (looked
 * up once per address), so React Router matches one route per render instead of the whole table.
 */
const PAGE_ROUTES = new Map(
  ROUTED_PATTERNS.map((pattern) => [pattern, <Route key={pattern} path={pattern} element={elementOf(pattern)} />]),
);

/**
 * The route table of the spec (`siteRoutes.ts`): every page inside the site layout (the catalogue
 * bare), the original product's addresses redirected, Not Found for anything else.
 */
export function SiteRoutes({ onReady }: SiteRoutesProps) {
  return (
    <Routes>
      <Route element={<Root />}>
        <Route path="*" element={<SitePages onReady={onReady} />} />
      </Route>
    </Routes>
  );
}
