import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionExpired, type SessionState } from '../state/sessionSlice';
import { TOKEN_KEY, USER_KEY } from '../state/storageKeys';
import type { StoreServices } from '../state/storeServices';

export const DEFAULT_API_BASE_URL = '/api';

/** The part of the store's state the base query reads (the store imports this module, not the reverse). */
interface SessionRoot {
  session: SessionState;
}

const fetchers = new Map<string, ReturnType<typeof fetchBaseQuery>>();

function fetcherFor(baseUrl: string) {
  let fetcher = fetchers.get(baseUrl);
  // Stryker disable next-line ConditionalExpression: a memo; a fresh fetchBaseQuery per call behaves the same
  if (!fetcher) {
    fetcher = fetchBaseQuery({
      baseUrl,
      prepareHeaders(headers, { extra }) {
        const token = (extra as StoreServices).storage?.getItem(TOKEN_KEY);
        if (token) headers.set('authorization', `Bearer ${token}`);
        return headers;
      },
    });
    // Stryker disable next-line all: a memo; a fresh fetchBaseQuery per call behaves the same
    fetchers.set(baseUrl, fetcher);
  }
  return fetcher;
}

/**
 * The profile is checked at app start and for the greeting; the spec has its failure only logged
 * with the user left signed out, so a 401 there clears the session without leaving the page (a
 * protected page then sends the visitor to /signin by itself).
 */
const ENDPOINTS_THAT_STAY_ON_THE_PAGE = new Set(['profile']);

/**
 * Every request: the bearer token from local storage, the store's base URL, and the session
 * rule of the spec: a 401 from any call removes the token and stored user and goes to /signin.
 * It also forgets every cached response, so no orders or library of the shopper whose session
 * ended stay in memory; only when a session was there to end, so the queries that run again
 * signed out (and are refused) do not reset the cache over and over.
 */
export const sessionBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const services = queryApi.extra as StoreServices;
  const result = await fetcherFor(services.apiBaseUrl)(args, queryApi, extraOptions);
  if (result.error?.status === 401) {
    const hadSession =
      Boolean(services.storage?.getItem(TOKEN_KEY)) || (queryApi.getState() as SessionRoot).session.user !== null;
    services.storage?.removeItem(TOKEN_KEY);
    services.storage?.removeItem(USER_KEY);
    queryApi.dispatch(sessionExpired());
    if (hadSession) queryApi.dispatch(api.util.resetApiState());
    if (!ENDPOINTS_THAT_STAY_ON_THE_PAGE.has(queryApi.endpoint))
      services.navigation.navigate('/signin', { replace: true });
  }
  return result;
};

/** The one RTK Query API of the backend; features add their endpoints with `injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: sessionBaseQuery,
  // Stryker disable next-line all: the tag types serve TypeScript; RTK matches the strings given to providesTags and invalidatesTags
  tagTypes: ['Profile', 'Product', 'Order', 'Library', 'Config', 'AdminOrder', 'AdminCustomer', 'AdminSupport'],
  endpoints: () => ({}),
  /** A response that breaks the contract is an error the screens can show, not a crash. */
  catchSchemaFailure: (error) => ({
    status: 'CUSTOM_ERROR' as const,
    error: 'The server answered in an unexpected shape.',
    data: error.issues,
  }),
});
