import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { AppStore } from '@profit/design-system/state';
import { GlobalStyle, theme } from '@profit/design-system/tokens';
import type { StorefrontConfig } from '../config/storefrontConfig';
import { routes } from '../routes/routes';
import { ConfigurationErrorScreen } from '../temporary/system';

export interface AppProps {
  store: AppStore;
  config: StorefrontConfig;
  /** The services of the mode (live: Google and Razorpay; demo and mock: the demo ones). */
  Services: ComponentType<{ children: ReactNode }>;
}

/** The shop: the Redux store, theme, the mode's services and the route table. */
export function App({ store, config, Services }: AppProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {config.configurationError ? (
          <ConfigurationErrorScreen
            {...(config.configurationError.variable ? { variable: config.configurationError.variable } : {})}
            message={config.configurationError.message}
          />
        ) : (
          <Services>
            <RouterProvider router={createBrowserRouter(routes)} />
          </Services>
        )}
      </ThemeProvider>
    </Provider>
  );
}
