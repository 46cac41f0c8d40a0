import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorBody } from '../api/errors';
import { useAppDispatch, useNotify } from '../state/hooks';
import { signInWithCredential } from '../state/thunks';
import { SIGN_IN_MESSAGES } from './messages';

export interface GoogleSignInOptions {
  /** Where a successful sign-in goes (replacing history); the spec's is /products. */
  redirectTo?: string;
  /** The spec waits 100 ms before navigating. */
  redirectDelayMs?: number;
}

const isHttpError = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';

/** What the shopper reads when sign-in failed: the server's own words while sign-in is unavailable. */
function signInFailureMessage(error: unknown): string {
  if (!isHttpError(error)) return SIGN_IN_MESSAGES.error;
  const body = errorBody(error);
  return body?.code === 'SERVICE_UNAVAILABLE' ? body.message : SIGN_IN_MESSAGES.rejected;
}

/**
 * The sign-in state machine of the spec: idle, signing in, idle again. Hand `onCredential` and
 * `onError` to the `GoogleSignInButton` of `useServices()`.
 */
export function useGoogleSignIn({ redirectTo = '/products', redirectDelayMs = 100 }: GoogleSignInOptions = {}) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const navigate = useNavigate();
  const [signingIn, setSigningIn] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onError = useCallback(() => notify(SIGN_IN_MESSAGES.widgetFailed, 'danger'), [notify]);

  const onCredential = useCallback(
    async (credential: string | undefined) => {
      if (!credential) {
        onError();
        return;
      }
      setSigningIn(true);
      const result = await dispatch(signInWithCredential(credential));
      setSigningIn(false);
      if (signInWithCredential.fulfilled.match(result)) {
        timer.current = window.setTimeout(() => void navigate(redirectTo, { replace: true }), redirectDelayMs);
        return;
      }
      console.error('Sign-in failed', result.payload ?? result.error);
      notify(signInFailureMessage(result.payload), 'danger');
    },
    [dispatch, navigate, notify, onError, redirectTo, redirectDelayMs],
  );

  return { signingIn, onCredential, onError };
}
