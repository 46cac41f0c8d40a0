import type { ClientConfig } from './catalogue.js';
import { isOneOf, isRecord, isString } from './guards.js';
import { PAYMENT_PROVIDERS, STORE_MODES } from './storeModes.js';

const isStringOrNull = (value: unknown): boolean => value === null || isString(value);

/**
 * Whether `GET /api/config` answered a configuration: the same rules as `ClientConfigSchema` (a
 * unit test holds them to it), without zod, because the storefront reads it before its first
 * render and must not load the validators for that (the home route's size budget).
 */
export function isClientConfig(value: unknown): value is ClientConfig {
  return (
    isRecord(value) &&
    isOneOf(STORE_MODES, value.mode) &&
    isStringOrNull(value.googleClientId) &&
    isStringOrNull(value.razorpayKeyId) &&
    isOneOf(PAYMENT_PROVIDERS, value.paymentProvider) &&
    typeof value.testPayments === 'boolean'
  );
}
