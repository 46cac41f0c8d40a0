import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in person as the storefront knows them (the profile answers only the first three). */
export interface SessionUser {
  name: string;
  username: string;
  email: string;
  id?: string;
  picture?: string | null;
}

/**
 * `unknown` before the start sequence ran, `checking` while the stored session is verified,
 * then `signedIn` or `signedOut`.
 */
export type SessionStatus = 'unknown' | 'checking' | 'signedIn' | 'signedOut';

export interface SessionState {
  user: SessionUser | null;
  status: SessionStatus;
}

const initialState: SessionState = { user: null, status: 'unknown' };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionChecking(state) {
      state.status = 'checking';
    },
    /** Sign-in succeeded (or the stored session was confirmed); the token is stored when given. */
    signedIn(state, action: PayloadAction<{ user: SessionUser; token?: string }>) {
      state.user = action.payload.user;
      state.status = 'signedIn';
    },
    signedOut(state) {
      state.user = null;
      state.status = 'signedOut';
    },
    /** The server answered 401: the session is gone. */
    sessionExpired(state) {
      state.user = null;
      state.status = 'signedOut';
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectSessionStatus: (state) => state.status,
    selectIsSignedIn: (state) => state.status === 'signedIn' && state.user !== null,
  },
});

export const { sessionChecking, signedIn, signedOut, sessionExpired } = sessionSlice.actions;
export const { selectUser, selectSessionStatus, selectIsSignedIn } = sessionSlice.selectors;
export const sessionReducer = sessionSlice.reducer;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads the user saved under `profit_user`; `null` when absent or unreadable. */
export function parseStoredUser(raw: string | null): SessionUser | null {
  // Stryker disable next-line ConditionalExpression: JSON.parse reads null as null and throws on '' (caught): null either way
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const user = parsed as Record<string, unknown>;
    const result: SessionUser = { name: text(user.name), username: text(user.username), email: text(user.email) };
    if (typeof user.id === 'string') result.id = user.id;
    if (typeof user.picture === 'string' || user.picture === null) result.picture = user.picture;
    return result;
  } catch {
    return null;
  }
}
