/**
 * The storefront's configuration, read once from the build's environment (Vite's `import.meta.env`).
 * Which mode runs is decided here, never by editing code:
 *
 * | mode | backend | sign-in | payment |
 * |---|---|---|---|
 * | live | the NestJS backend | Google | Razorpay Checkout |
 * | demo | the NestJS backend on an embedded database | the backend's demo identity | simulated |
 * | mock | none: MSW in the browser | mocked | mocked |
 */
export type StorefrontMode = 'live' | 'demo' | 'mock';

export const STOREFRONT_MODES: readonly StorefrontMode[] = ['live', 'demo', 'mock'];

export interface StorefrontConfig {
  mode: StorefrontMode;
  /** Base of every API call; `/api` on the same origin unless configured. */
  apiBaseUrl: string;
  googleClientId: string | null;
  /** Set when the build cannot work as configured; the app then shows the Configuration Error screen. */
  configurationError: string | null;
}

/** The variables the storefront reads (all optional). */
export interface StorefrontEnvironment {
  VITE_STORE_MODE?: string | undefined;
  VITE_API_BASE_URL?: string | undefined;
  VITE_GOOGLE_CLIENT_ID?: string | undefined;
}

/** The message of the spec's Configuration Error screen. */
export const MISSING_GOOGLE_CLIENT_ID =
  'The environment file must contain VITE_GOOGLE_CLIENT_ID, the Google client id the live store signs in with.';

const blankToNull = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Decides the mode and its settings; an unknown mode or a live build without a client id is a configuration error. */
export function readStorefrontConfig(environment: StorefrontEnvironment): StorefrontConfig {
  const requested = blankToNull(environment.VITE_STORE_MODE)?.toLowerCase() ?? 'demo';
  const apiBaseUrl = (blankToNull(environment.VITE_API_BASE_URL) ?? '/api').replace(/\/+$/, '');
  const googleClientId = blankToNull(environment.VITE_GOOGLE_CLIENT_ID);
  if (!STOREFRONT_MODES.includes(requested as StorefrontMode)) {
    return {
      mode: 'demo',
      apiBaseUrl,
      googleClientId,
      configurationError: `VITE_STORE_MODE must be one of ${STOREFRONT_MODES.join(', ')}; it is "${requested}".`,
    };
  }
  const mode = requested as StorefrontMode;
  const configurationError = mode === 'live' && !googleClientId ? MISSING_GOOGLE_CLIENT_ID : null;
  return { mode, apiBaseUrl, googleClientId, configurationError };
}
