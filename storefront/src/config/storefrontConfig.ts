import type { ClientConfig } from '@profit/contract';

/**
 * The storefront's configuration, learnt at start rather than baked into the build: one
 * production build serves live and demo, asking the backend's `GET /api/config` which runs.
 *
 * | mode | backend | sign-in | payment |
 * |---|---|---|---|
 * | live | the NestJS backend | Google | Razorpay Checkout |
 * | demo | the NestJS backend on an embedded database | the backend's demo identity | simulated |
 * | mock | none: MSW in the browser (the separate `npm run demo` build) | mocked | mocked |
 */
export type StorefrontMode = 'live' | 'demo' | 'mock';

/** Which build runs: the one the backend serves, or the static mock-mode build. */
export type BuildKind = 'served' | 'mock';

/** What keeps the shop from working as configured: shown by the Configuration Error screen. */
export interface ConfigurationProblem {
  /** The environment variable to set, when one is missing. */
  variable?: string;
  message: string;
}

export interface StorefrontConfig {
  mode: StorefrontMode;
  googleClientId: string | null;
  razorpayKeyId: string | null;
  paymentProvider: ClientConfig['paymentProvider'];
  /** Razorpay in test mode (a staging shop): every page says no money moves. */
  testPayments: boolean;
  configurationError: ConfigurationProblem | null;
  /**
   * The server could not be reached to read the configuration: the shop runs without sign-in
   * and payments (its mode unknown), says so, and switches to the server's mode once it answers.
   */
  serverUnreachable: boolean;
}

/**
 * Whether the app, run as configured, shows a page prerendered for `mode` as the server sent it
 * (then it hydrates the page; otherwise it renders the page itself, with what it has to say).
 */
export function showsPrerenderedPage(config: StorefrontConfig, mode: ClientConfig['mode']): boolean {
  return !config.configurationError && !config.serverUnreachable && config.mode === mode;
}

/** The backend's answer to `GET /api/config`; that it could not be reached; or why the answer is wrong. */
export type ConfigAnswer = { config: ClientConfig } | { unreachable: string } | { error: string };

/** The message of the spec's Configuration Error screen, naming the backend's variable. */
export const MISSING_GOOGLE_CLIENT_ID: ConfigurationProblem = {
  variable: 'GOOGLE_CLIENT_ID',
  message: 'The environment file must contain GOOGLE_CLIENT_ID, the Google client id the live store signs in with.',
};

export const MISSING_RAZORPAY_KEY_ID: ConfigurationProblem = {
  variable: 'RAZORPAY_KEY_ID',
  message: 'The environment file must contain RAZORPAY_KEY_ID, the Razorpay key the live store takes payments with.',
};

const blankToNull = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * Decides the mode and its settings from the build and the backend's answer. The mock build runs
 * in mock mode whatever MSW answers; a live backend without a Google client id (or Razorpay key)
 * is a configuration error; so is a wrong answer. A server that cannot be reached is not: the
 * shop runs without it (`serverUnreachable`) until it answers.
 */
export function resolveStorefrontConfig(build: BuildKind, answer: ConfigAnswer): StorefrontConfig {
  if (!('config' in answer)) {
    const base = {
      mode: build === 'mock' ? 'mock' : 'live',
      googleClientId: null,
      razorpayKeyId: null,
      paymentProvider: 'simulated',
      testPayments: false,
    } as const;
    // The mock build's configuration comes from MSW in the page: no answer there is a broken build.
    if ('unreachable' in answer && build === 'served')
      return { ...base, configurationError: null, serverUnreachable: true };
    const reason = 'unreachable' in answer ? answer.unreachable : answer.error;
    return {
      ...base,
      configurationError: { message: `The shop could not read its configuration (GET /api/config): ${reason}` },
      serverUnreachable: false,
    };
  }
  const { config } = answer;
  const googleClientId = blankToNull(config.googleClientId);
  const razorpayKeyId = blankToNull(config.razorpayKeyId);
  const mode: StorefrontMode = build === 'mock' ? 'mock' : config.mode;
  let configurationError: ConfigurationProblem | null = null;
  if (mode === 'live' && !googleClientId) configurationError = MISSING_GOOGLE_CLIENT_ID;
  else if (mode === 'live' && config.paymentProvider === 'razorpay' && !razorpayKeyId)
    configurationError = MISSING_RAZORPAY_KEY_ID;
  return {
    mode,
    googleClientId,
    razorpayKeyId,
    paymentProvider: config.paymentProvider,
    testPayments: mode === 'live' && config.testPayments,
    configurationError,
    serverUnreachable: false,
  };
}
