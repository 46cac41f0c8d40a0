import { GoogleOAuthProvider } from '@react-oauth/google';
import type { ReactNode } from 'react';
import { GoogleIdentityButton, loadRazorpayCheckout, ServicesProvider } from '@profit/design-system/services';

/**
 * Live mode only (loaded on demand, so demo and mock pages never carry Google's provider): Google's
 * own sign-in button under its OAuth provider, and Razorpay Checkout loaded when the shopper pays.
 */
export function LiveServices({ googleClientId, children }: { googleClientId: string; children: ReactNode }) {
  return (
    <GoogleOAuthProvider clientId={googleClientId}>
      <ServicesProvider
        value={{ mode: 'live', GoogleSignInButton: GoogleIdentityButton, loadCheckout: loadRazorpayCheckout }}
      >
        {children}
      </ServicesProvider>
    </GoogleOAuthProvider>
  );
}
