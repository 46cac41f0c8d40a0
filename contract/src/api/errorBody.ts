import type { ErrorBody } from './errors.js';
import { ERROR_CODES } from './errorCodes.js';
import { isOneOf, isRecord, isString } from './guards.js';

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
