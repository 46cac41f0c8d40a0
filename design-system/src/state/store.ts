import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api, DEFAULT_API_BASE_URL } from '../api/baseApi';
import { cartPanelReducer } from './cartPanelSlice';
import { cartReducer } from './cartSlice';
import { browserStorage } from './memoryStorage';
import { createNavigation, type NavigateFn } from './navigation';
import { notificationsReducer } from './notificationsSlice';
import { createPersistenceMiddleware } from './persistence';
import { sessionReducer } from './sessionSlice';
import type { StoreServices } from './storeServices';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionReducer,
  cart: cartReducer,
  cartPanel: cartPanelReducer,
  notifications: notificationsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

export interface StoreOptions {
  /** Defaults to the browser's local storage. */
  storage?: Storage | null;
  /** Defaults to `/api`. */
  apiBaseUrl?: string;
  /** Used for navigation until a router registers itself (defaults to `window.location`). */
  fallbackNavigate?: NavigateFn;
}

/**
 * A new store: the one factory of the app and of each story (so no cache leaks between stories).
 * The app dispatches `startSession()` after creating it.
 */
export function createStore(preloadedState?: PreloadedState, options: StoreOptions = {}) {
  const services: StoreServices = {
    storage: options.storage === undefined ? browserStorage() : options.storage,
    navigation: createNavigation(options.fallbackNavigate),
    apiBaseUrl: options.apiBaseUrl ?? DEFAULT_API_BASE_URL,
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: services } })
        .prepend(createPersistenceMiddleware(services))
        .concat(api.middleware),
  });
  return Object.assign(store, { services });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
