import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { AppStore } from '@profit/design-system/state';
import { loadConfigurationErrorScreen } from '@profit/design-system/screens/lazy';
import { GlobalStyle, theme } from '@profit/design-system/tokens';
import type { StorefrontConfig } from '../config/storefrontConfig';
import { isPageReady, SiteRoutes } from '../routes/routes';
import { ShopRouter } from '../routes/ShopRouter';

/** Shown only when the shop cannot run as configured: loaded only then. */
const ConfigurationErrorScreen = lazy(() => loadConfigurationErrorScreen().then((Screen) => ({ default: Screen })));

export interface AppProps {
  store: AppStore;
  config: StorefrontConfig;
  /** The services of the mode (live: Google and Razorpay; demo and mock: the demo ones). */
  Services: ComponentType<{ children: ReactNode }>;
  /** The browser's router by default; the prerender renders one address with a static router. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** Called once the first page is on screen (hydrated, when it was prerendered). */
  onReady?: () => void;
  /** In place of the route table: what the build renders outside the page (its early panels). */
  children?: ReactNode;
}

/** The browser's address, pages whose code is loaded rendered at once (`ShopRouter`). */
function AddressRouter({ children }: { children: ReactNode }) {
  return <ShopRouter isReady={isPageReady}>{children}</ShopRouter>;
}

/** The shop: the Redux store, theme, the mode's services and the route table. */
export function App({ store, config, Services, Router = AddressRouter, onReady, children }: AppProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {config.configurationError ? (
          <Suspense>
            {config.configurationError.variable ? (
              <ConfigurationErrorScreen variable={config.configurationError.variable} />
            ) : (
              <ConfigurationErrorScreen message={config.configurationError.message} />
            )}
          </Suspense>
        ) : (
          <Services>
            <Router>{children ?? <SiteRoutes onReady={onReady} />}</Router>
          </Services>
        )}
      </ThemeProvider>
    </Provider>
  );
}
