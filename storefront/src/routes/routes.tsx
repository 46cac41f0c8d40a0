import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { Notifications } from '@profit/design-system/primitives';
import { HomePage } from '@profit/design-system/screens/home/HomePage';
import { ModeNotice } from '@profit/design-system/screens/shell/ModeNotice';
import { SiteLayout } from '@profit/design-system/screens/shell/SiteLayout';
import { NavigationBridge } from '@profit/design-system/state';
import { LAZY_PAGES, loadRequireAuth } from './pages';
import { LEGACY_REDIRECTS, NOT_FOUND_PAGE, SITE_ROUTES, type PageName, type SiteRoute } from './siteRoutes';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { useScrollRestoration } from './useScrollRestoration';

type LazyPage = LazyExoticComponent<ComponentType>;

/** Each page's lazily loaded screen (one chunk per page), made once. */
const lazyPages = Object.fromEntries(
  Object.entries(LAZY_PAGES).map(([name, load]) => [name, lazy(() => load().then((Page) => ({ default: Page })))]),
) as Record<Exclude<PageName, 'HomePage'>, LazyPage>;

const RequireAuth = lazy(() => loadRequireAuth().then((Gate) => ({ default: Gate })));

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

/** Around every page: the router's bridge for the store, scroll and focus on navigation, the mode label. */
function Root() {
  useScrollRestoration();
  useFocusOnNavigation();
  return (
    <>
      <NavigationBridge />
      <ModeNotice />
      {/* Navigations run in a transition: the current page stays until the next one has loaded. */}
      <Suspense>
        <Outlet />
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
  return (
    <SiteLayout>
      <Outlet />
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
