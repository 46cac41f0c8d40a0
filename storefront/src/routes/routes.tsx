import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { Notifications } from '@profit/design-system/primitives';
import { NavigationBridge } from '@profit/design-system/state';
import { ModeNotice, SiteLayout } from '../temporary/shell';
import { HomePage } from '../temporary/pages';
import { LAZY_PAGES, loadRequireAuth } from './pages';
import { LEGACY_REDIRECTS, NOT_FOUND_PAGE, SITE_ROUTES, type SiteRoute } from './siteRoutes';
import { useFocusOnNavigation } from './useFocusOnNavigation';

/** Around every page: the router's bridges, scroll restoration, focus on navigation, the mode label. */
function Root() {
  useFocusOnNavigation();
  return (
    <>
      <NavigationBridge />
      <ScrollRestoration />
      <ModeNotice />
      <Outlet />
      <Notifications />
    </>
  );
}

function SitePages() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

function routeFor({ path, page, access }: Pick<SiteRoute, 'path' | 'page' | 'access'>): RouteObject {
  if (page === 'HomePage') return { path, element: <HomePage /> };
  return {
    path,
    lazy: async () => {
      const Page = await LAZY_PAGES[page]();
      if (access === 'public') return { Component: Page };
      const RequireAuth = await loadRequireAuth();
      return {
        Component: () => (
          <RequireAuth>
            <Page />
          </RequireAuth>
        ),
      };
    },
  };
}

/** The route table of the spec (see `siteRoutes.ts`), the legacy redirects, and Not Found for the rest. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <SitePages />,
        children: [
          ...SITE_ROUTES.filter((route) => route.layout === 'site').map(routeFor),
          ...Object.entries(LEGACY_REDIRECTS).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> })),
          routeFor({ path: '*', page: NOT_FOUND_PAGE, access: 'public' }),
        ],
      },
      ...SITE_ROUTES.filter((route) => route.layout === 'bare').map(routeFor),
    ],
  },
];
