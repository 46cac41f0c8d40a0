import { Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { Notifications } from '@profit/design-system/primitives';
import { HomePage } from '@profit/design-system/screens/home/HomePage';
import { ModeNotice } from '@profit/design-system/screens/shell/ModeNotice';
import { SiteLayout } from '@profit/design-system/screens/shell/SiteLayout';
import { NavigationBridge } from '@profit/design-system/state';
import { LAZY_PAGES, loadRequireAuth } from './pages';
import { PageErrorBoundary } from './PageErrorBoundary';
import { retryableLazy } from './retryableLazy';
import { LEGACY_REDIRECTS, NOT_FOUND_PAGE, SITE_ROUTES, type PageName, type SiteRoute } from './siteRoutes';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { useScrollRestoration } from './useScrollRestoration';

/** Each page's lazily loaded screen (one chunk per page), made once; loaded again after a failed load's Try again. */
const lazyPages = Object.fromEntries(
  Object.entries(LAZY_PAGES).map(([name, load]) => [name, retryableLazy(load)]),
) as Record<Exclude<PageName, 'HomePage'>, ComponentType>;

const RequireAuth = retryableLazy(loadRequireAuth);

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

/**
 * Around every page: the router's bridge for the store, scroll and focus on navigation, the mode
 * label, and a page error in place of a page that cannot be shown (here for the catalogue, which
 * has no layout; inside the layout for every other page, so the bar and footer stay).
 */
function Root() {
  useScrollRestoration();
  useFocusOnNavigation();
  const { pathname } = useLocation();
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

/**
 * No Suspense boundary of its own: a page still loading suspends the whole layout (Root's
 * boundary), so a first visit to a lazy page paints the bar, the page and the footer together
 * instead of the footer first, then pushed down by the page (a layout shift Lighthouse counts).
 */
function SitePages() {
  const { pathname } = useLocation();
  return (
    <SiteLayout>
      <PageErrorBoundary resetKey={pathname}>
        <Outlet />
      </PageErrorBoundary>
    </SiteLayout>
  );
}

/**
 * The route table of the spec (`siteRoutes.ts`): every page inside the site layout but the
 * catalogue, the original product's addresses redirected, Not Found for anything else.
 */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        <Route element={<SitePages />}>
          {SITE_ROUTES.filter((route) => route.layout === 'site').map((route) => (
            <Route key={route.path} path={route.path} element={pageElement(route)} />
          ))}
          {Object.entries(LEGACY_REDIRECTS).map(([path, to]) => (
            <Route key={path} path={path} element={<Navigate to={to} replace />} />
          ))}
          <Route path="*" element={pageElement({ page: NOT_FOUND_PAGE, access: 'public' })} />
        </Route>
        {SITE_ROUTES.filter((route) => route.layout === 'bare').map((route) => (
          <Route key={route.path} path={route.path} element={pageElement(route)} />
        ))}
      </Route>
    </Routes>
  );
}
