import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { LoadCheckout } from './checkout';

export type ShopMode = 'live' | 'demo' | 'mock';

/** What a Google sign-in button reports: an ID token, or a failure of the widget. */
export interface GoogleSignInButtonProps {
  onCredential: (credential: string | undefined) => void;
  onError: () => void;
}

/**
 * The seams to the outside world. The app provides the real Google button and Razorpay loader
 * (or the demo ones); stories and tests provide stand-ins, so nothing reaches the network.
 */
export interface Services {
  /**
   * How the shop runs: `live` (Google, Razorpay), `demo` (the backend's demo identity and simulated
   * payments) or `mock` (MSW in the browser). Screens label anything that is not live.
   */
  mode: ShopMode;
  /**
   * Live mode with Razorpay test keys (a staging shop, `testPayments` of `GET /api/config`):
   * real sign-in, Razorpay's test Checkout, no money moves. Labelled like a demo.
   */
  testPayments?: boolean;
  GoogleSignInButton: ComponentType<GoogleSignInButtonProps>;
  loadCheckout: LoadCheckout;
  /**
   * Present only while the shop could not reach its server at start (its configuration unread):
   * asks it again, and resolves `true` once it answered (the app then runs in the mode it names).
   */
  reconnect?: () => Promise<boolean>;
}

function MissingGoogleButton() {
  return <p role="note">Google sign-in is not configured.</p>;
}

/** Without a provider: the simulated checkout, its code loaded when a payment opens. */
const loadSimulatedCheckout: LoadCheckout = () =>
  import('./checkout').then(({ simulatedCheckout }) => simulatedCheckout()());

const defaults: Services = {
  mode: 'live',
  GoogleSignInButton: MissingGoogleButton,
  loadCheckout: loadSimulatedCheckout,
};

const ServicesContext = createContext<Services>(defaults);

export function ServicesProvider({ value, children }: { value: Partial<Services>; children: ReactNode }) {
  const parent = useContext(ServicesContext);
  return <ServicesContext.Provider value={{ ...parent, ...value }}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  return useContext(ServicesContext);
}
