import type { ReactNode } from 'react';
import { ServicesProvider, simulatedCheckout } from '@profit/design-system/services';
import { DemoSignIn } from '../temporary/DemoSignIn';

/**
 * Demo mode (the backend's demo identity and simulated payments) and mock mode (MSW answers the
 * same calls in the browser): the demo sign-in and the simulated checkout.
 */
export function DemoServices({ mode, children }: { mode: 'demo' | 'mock'; children: ReactNode }) {
  return (
    <ServicesProvider value={{ mode, GoogleSignInButton: DemoSignIn, loadCheckout: simulatedCheckout() }}>
      {children}
    </ServicesProvider>
  );
}
