import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { LoadCheckout } from './checkout';

export type ShopMode = 'live' | 'demo' | 'mock';

/**
 * How long and how often the storefront asks for an order whose payment the server could not
 * confirm yet (verify answered pending): the first wait, each next one `factor` times longer up to
 * `maxDelayMs`, for `budgetMs` in all. Razorpay settles most late payments within a minute or two.
 */
export interface ConfirmationSchedule {
  firstDelayMs: number;
  factor: number;
  maxDelayMs: number;
  budgetMs: number;
}

/** Two minutes of back-off: after 1 s, then 1.6 times longer each time, at most 15 s apart. */
export const CONFIRMATION_SCHEDULE: ConfirmationSchedule = {
  firstDelayMs: 1_000,
  factor: 1.6,
  maxDelayMs: 15_000,
  budgetMs: 120_000,
};

/** What a Google sign-in button reports: an ID token, or a failure of the widget. */
export interface GoogleSignInButtonProps {
  /** Called with the ID token the button got (Google's, or the demo identity's); `undefined` if none came. */
  onCredential: (credential: string | undefined) => void;
  /** Called when the button could not get a credential at all. */
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
  /** When to ask again for an order whose payment is pending (stories shorten it). */
  confirmationSchedule: ConfirmationSchedule;
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
  confirmationSchedule: CONFIRMATION_SCHEDULE,
};

const ServicesContext = createContext<Services>(defaults);

export function ServicesProvider({ value, children }: { value: Partial<Services>; children: ReactNode }) {
  const parent = useContext(ServicesContext);
  return <ServicesContext.Provider value={{ ...parent, ...value }}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  return useContext(ServicesContext);
}
