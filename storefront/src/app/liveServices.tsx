import { GoogleOAuthProvider } from '@react-oauth/google';
import type { ReactNode } from 'react';
import { GoogleIdentityButton, loadRazorpayCheckout, ServicesProvider } from '@profit/design-system/services';

/**
 * Live mode only (loaded on demand, so demo and mock pages never carry Google's provider): Google's
 * own sign-in button under its OAuth provider, and Razorpay Checkout loaded when the shopper pays.
 */
export function LiveServices({
  googleClientId,
  testPayments = false,
  children,
}: {
  googleClientId: string;
  /** Razorpay test keys (a staging shop): every page says so. */
  testPayments?: boolean;
  children: ReactNode;
}) {
  return (
    <GoogleOAuthProvider clientId={googleClientId}>
      <ServicesProvider
        value={{
          mode: 'live',
          testPayments,
          GoogleSignInButton: GoogleIdentityButton,
          loadCheckout: loadRazorpayCheckout,
        }}
      >
        {children}
      </ServicesProvider>
    </GoogleOAuthProvider>
  );
}
