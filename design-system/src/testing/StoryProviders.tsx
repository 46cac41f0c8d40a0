import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { Notifications } from '../primitives/Notification';
import { ServicesProvider, type Services } from '../services/ServicesContext';
import { NavigationBridge } from '../state/NavigationBridge';
import { createStore, type PreloadedState } from '../state/store';
import { GlobalStyle, theme } from '../tokens';
import { storyServices } from './storyServices';

/** Shows the memory router's current path, so a play function can see a redirect. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="story-location" hidden>
      {location.pathname}
    </div>
  );
}

export interface StoryProvidersProps {
  preloadedState?: PreloadedState;
  /** Where the memory router starts: a path, or a location with `state` (e.g. `{ from }` from RequireAuth). */
  route?: InitialEntry;
  services?: Partial<Services>;
  children: ReactNode;
}

/** Everything a story runs inside: a fresh store, a memory router, the services, theme and global style. */
export function StoryProviders({ preloadedState, route = '/', services, children }: StoryProvidersProps) {
  const [store] = useState(() => createStore(preloadedState));
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ServicesProvider value={{ ...storyServices, ...services }}>
          <MemoryRouter initialEntries={[route]}>
            <NavigationBridge />
            <LocationProbe />
            {children}
            <Notifications />
          </MemoryRouter>
        </ServicesProvider>
      </ThemeProvider>
    </Provider>
  );
}
