import { ENDPOINTS } from '@profit/contract';
import { loadSchema } from '../api/lazySchema';
import { TOKEN_KEY } from '../state/storageKeys';

/** What Checkout hands back after a successful payment: verified by the server. */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface CheckoutFailure {
  error: { code?: string; description?: string };
}

/** The options Razorpay Checkout takes (the subset this shop uses). */
export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  theme: { color: string };
  handler: (response: CheckoutSuccess) => void;
  modal?: { ondismiss?: () => void };
}

export interface CheckoutInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: CheckoutFailure) => void): void;
}

/** `new Razorpay(options)`, or a stand-in with the same shape. */
export type CheckoutFactory = (options: CheckoutOptions) => CheckoutInstance;

/** Loads the payment provider on demand; rejects with 'Failed to load Razorpay SDK' when it cannot. */
export type LoadCheckout = () => Promise<CheckoutFactory>;

export const CHECKOUT_LOAD_FAILED = 'Failed to load Razorpay SDK';
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayConstructor = new (options: CheckoutOptions) => CheckoutInstance;

/** Live mode: injects Razorpay's script once, then opens the real Checkout. */
export const loadRazorpayCheckout: LoadCheckout = () =>
  new Promise((resolve, reject) => {
    const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
    const ready = (Razorpay: RazorpayConstructor) => resolve((options) => new Razorpay(options));
    if (existing) return ready(existing);
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) ready(loaded);
      else reject(new Error(CHECKOUT_LOAD_FAILED));
    };
    script.onerror = () => reject(new Error(CHECKOUT_LOAD_FAILED));
    document.body.appendChild(script);
  });

/** Pay, decline, or close the checkout without answering. */
export type SimulatedOutcome = 'success' | 'failure' | 'dismiss';

export interface SimulatedCheckoutOptions {
  /** Defaults to `/api`. */
  apiBaseUrl?: string;
  /** Reads the bearer token (defaults to local storage's `token`). */
  token?: () => string | null;
  /** Which outcome the simulated provider reports; a function may ask the shopper (it is shown the order). */
  outcome?: SimulatedOutcome | ((options: CheckoutOptions) => Promise<SimulatedOutcome>);
}

/**
 * Demo and mock modes: a Checkout stand-in that asks the backend's simulated provider
 * (`POST /payments/simulate`) to sign the payment, so verification runs the same code path.
 */
export function simulatedCheckout(settings: SimulatedCheckoutOptions = {}): LoadCheckout {
  const baseUrl = settings.apiBaseUrl ?? '/api';
  const token = settings.token ?? (() => globalThis.localStorage?.getItem(TOKEN_KEY) ?? null);
  return async () => (options) => {
    const failed: Array<(response: CheckoutFailure) => void> = [];
    return {
      on(_event, callback) {
        failed.push(callback);
      },
      open() {
        void (async () => {
          const outcome =
            typeof settings.outcome === 'function' ? await settings.outcome(options) : (settings.outcome ?? 'success');
          if (outcome === 'dismiss') return options.modal?.ondismiss?.();
          const bearer = token();
          try {
            const response = await fetch(`${baseUrl}${ENDPOINTS.simulatePayment.path}`, {
              method: ENDPOINTS.simulatePayment.method,
              headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
              body: JSON.stringify({ razorpay_order_id: options.order_id, outcome }),
            });
            const result = (await loadSchema(ENDPOINTS.simulatePayment.response)).parse(await response.json());
            if (result.outcome === 'success') {
              const { outcome: _outcome, ...signed } = result;
              options.handler(signed);
            } else {
              failed.forEach((callback) => callback({ error: result.error }));
            }
          } catch (error) {
            failed.forEach((callback) =>
              callback({ error: { description: error instanceof Error ? error.message : undefined } }),
            );
          }
        })();
      },
    };
  };
}
