import { lazy, type ReactNode } from 'react';
import { loadSignInUnavailable } from '@profit/design-system/screens/lazy';
import { ServicesProvider } from '@profit/design-system/services';

/** Shown in the sign-in card only: loaded with the sign-in page, not with the first one. */
const SignInUnavailable = lazy(() => loadSignInUnavailable().then((Screen) => ({ default: Screen })));

/**
 * While the server cannot be reached (its configuration unread), the mode is unknown: no sign-in
 * button that could only fail, the shop's notice on every page, and `reconnect`, which asks again.
 */
export function UnreachableServices({
  reconnect,
  children,
}: {
  reconnect: () => Promise<boolean>;
  children: ReactNode;
}) {
  return (
    <ServicesProvider value={{ mode: 'live', reconnect, GoogleSignInButton: SignInUnavailable }}>
      {children}
    </ServicesProvider>
  );
}
