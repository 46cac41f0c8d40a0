import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AuthResponse, DemoCredentialRequest } from '@profit/contract';
import { authApi } from '../api/auth';
import { api } from '../api/baseApi';
import { isServerUnreachable } from '../api/errors';
import { cartCleared, cartRestored } from './cartSlice';
import { sessionChecking, signedIn, signedOut, parseStoredUser } from './sessionSlice';
import { parseStoredCart } from './storedCart';
import { CART_KEY, TOKEN_KEY, USER_KEY } from './storageKeys';
import type { StoreServices } from './storeServices';
import type { AppDispatch, RootState } from './store';

const createAppThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppDispatch; extra: StoreServices }>();

/**
 * The app-start sequence (spec, section 4): the cart is restored from local storage (legacy
 * lines included); with both a stored token and user, the profile is requested, and a failure
 * removes both; otherwise the visitor is signed out. A failure that says nothing about the
 * session (the server unreachable or failing, `isServerUnreachable`) keeps it, with the stored
 * user: an outage must not sign shoppers out. A 401 still ends it (the base query's rule).
 */
// Stryker disable next-line StringLiteral: the action type's prefix is matched only through the thunk itself
export const startSession = createAppThunk('session/start', async (_: void, { dispatch, extra }) => {
  const storage = extra.storage;
  dispatch(cartRestored(parseStoredCart(storage?.getItem(CART_KEY) ?? null)));
  const token = storage?.getItem(TOKEN_KEY);
  const storedUser = parseStoredUser(storage?.getItem(USER_KEY) ?? null);
  if (!token || !storedUser) {
    dispatch(signedOut());
    return;
  }
  dispatch(sessionChecking());
  const profile = await dispatch(
    // Stryker disable next-line BooleanLiteral: a subscription would only keep the cached profile a little longer; nothing reads it
    authApi.endpoints.profile.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  if (profile.data) {
    dispatch(signedIn({ user: { ...storedUser, ...profile.data.user } }));
  } else if (isServerUnreachable(profile.error)) {
    console.error('Profile check failed: the server could not be reached; the stored session is kept', profile.error);
    dispatch(signedIn({ user: storedUser }));
  } else {
    console.error('Profile check failed', profile.error);
    dispatch(signedOut());
  }
});

/** Signs in with a Google ID token: stores the user and token on success, rejects with the error otherwise. */
export const signInWithCredential = createAppThunk(
  // Stryker disable next-line StringLiteral: the action type's prefix is matched only through the thunk itself
  'session/signIn',
  async (credential: string, { dispatch, rejectWithValue }) => {
    const result = await dispatch(authApi.endpoints.signInWithGoogle.initiate({ credential }));
    if (result.error) return rejectWithValue(result.error);
    return completeSignIn(dispatch, result.data);
  },
);

function completeSignIn(dispatch: AppDispatch, { user, token }: AuthResponse) {
  dispatch(signedIn({ user, token }));
  return user;
}

/** Demo mode: asks the backend's demo identity provider for a credential, then signs in with it. */
export const demoSignIn = createAppThunk(
  // Stryker disable next-line StringLiteral: the action type's prefix is matched only through the thunk itself
  'session/demoSignIn',
  async (person: DemoCredentialRequest, { dispatch, rejectWithValue }) => {
    const credential = await dispatch(authApi.endpoints.demoCredential.initiate(person));
    if (credential.error) return rejectWithValue(credential.error);
    const result = await dispatch(
      authApi.endpoints.signInWithGoogle.initiate({ credential: credential.data.credential }),
    );
    if (result.error) return rejectWithValue(result.error);
    return completeSignIn(dispatch, result.data);
  },
);

/**
 * Sign-out: calls logout, then whatever it answered clears the user, the cart, the token, the
 * stored user and the stored cart, and forgets every cached response.
 */
// Stryker disable next-line StringLiteral: the action type's prefix is matched only through the thunk itself
export const signOut = createAppThunk('session/signOut', async (_: void, { dispatch, extra }) => {
  const result = await dispatch(authApi.endpoints.logout.initiate());
  if (result.error) console.error('Logout failed', result.error);
  dispatch(signedOut());
  dispatch(cartCleared());
  extra.storage?.removeItem(TOKEN_KEY);
  extra.storage?.removeItem(USER_KEY);
  extra.storage?.removeItem(CART_KEY);
  dispatch(api.util.resetApiState());
});
