import type { Navigation } from './navigation';

/** What thunks, listeners and the API client reach outside Redux: the thunk extra argument. */
export interface StoreServices {
  /** Where the session and cart persist; `null` disables persistence. */
  storage: Storage | null;
  navigation: Navigation;
  /** Base URL of the backend, `/api` by default. */
  apiBaseUrl: string;
}
