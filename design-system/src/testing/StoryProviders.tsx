import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ImageLoadingProvider } from '../primitives/Card';
import { ClockProvider, realClock, type Clock } from '../primitives/clock';
import { Notifications } from '../screens/shell/Notifications';
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
  /** The timers of every component of the story (a manual clock for timer stories). */
  clock?: Clock;
  children: ReactNode;
}

/** Everything a story runs inside: a fresh store, a memory router, the services, theme and global style. */
export function StoryProviders({
  preloadedState,
  route = '/',
  services,
  clock = realClock,
  children,
}: StoryProvidersProps) {
  const [store] = useState(() => createStore(preloadedState));
  return (
    <ClockProvider clock={clock}>
      <ImageLoadingProvider loading="eager">
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
      </ImageLoadingProvider>
    </ClockProvider>
  );
}
