import type { ErrorBody } from './errors.js';
import { isOneOf, isRecord, isString } from './guards.js';

/** Stable codes a client can branch on; the message beside them is for people. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'AMOUNT_MISMATCH',
  'UNKNOWN_PRODUCT',
  'PAYMENT_PROVIDER_ERROR',
  'PROVIDER_UNREACHABLE',
  'ALREADY_OWNED',
  'DUPLICATE_PRODUCT',
  'INVALID_SIGNATURE',
  'NOT_PURCHASED',
  'PRECONDITION_FAILED',
  'RANGE_NOT_SATISFIABLE',
  'ORDER_NOT_HIDEABLE',
  'CLIENT_ERROR',
  'INTERNAL',
] as const;

const isIssue = (value: unknown): boolean => isRecord(value) && isString(value.path) && isString(value.message);

/**
 * Whether a failed call's body is the contract's error body: the same rules as `ErrorBodySchema`
 * (a unit test holds them to it), without zod, because a client reads error bodies on its first
 * screen and must not load the validators for that (the home route's size budget).
 */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (!isRecord(value)) return false;
  const { statusCode, error, message, code, issues, currentAmount } = value;
  return (
    Number.isSafeInteger(statusCode) &&
    isString(error) &&
    isString(message) &&
    isOneOf(ERROR_CODES, code) &&
    (issues === undefined || (Array.isArray(issues) && issues.every(isIssue))) &&
    (currentAmount === undefined || Number.isSafeInteger(currentAmount))
  );
}
