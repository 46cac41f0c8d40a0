import type { ReactNode } from 'react';
import { ServicesProvider, type LoadCheckout } from '@profit/design-system/services';
import { DemoSignIn } from '@profit/design-system/screens';
import { loadSimulatedCheckoutDialog } from '@profit/design-system/screens/lazy';

/** The simulated checkout dialog (the shopper pays, declines or closes it), loaded when they pay. */
const loadSimulatedCheckout: LoadCheckout = () =>
  loadSimulatedCheckoutDialog().then((simulatedCheckoutDialog) => simulatedCheckoutDialog()());

/**
 * Demo mode (the backend's demo identity and simulated payments) and mock mode (MSW answers the
 * same calls in the browser): the demo sign-in and the simulated checkout.
 */
export function DemoServices({ mode, children }: { mode: 'demo' | 'mock'; children: ReactNode }) {
  return (
    <ServicesProvider value={{ mode, GoogleSignInButton: DemoSignIn, loadCheckout: loadSimulatedCheckout }}>
      {children}
    </ServicesProvider>
  );
}
