import { z } from 'zod';
import { ERROR_CODES } from './errorCodes.js';

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** One field that broke a schema, e.g. `{ path: 'customer.email', message: 'Enter a valid e-mail address' }`. */
export const IssueSchema = z.object({ path: z.string(), message: z.string() });
export type Issue = z.infer<typeof IssueSchema>;

/** The one body every error response has. */
export const ErrorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: ErrorCodeSchema,
  issues: z.array(IssueSchema).optional(),
  /** With AMOUNT_MISMATCH: the server's total in paise, so the client can refresh. */
  currentAmount: z.number().int().optional(),
  /** With ALREADY_OWNED: the ids of the cart's products the caller owns, so the client can mark them. */
  productIds: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Answered with 429 (and `Retry-After`) when a client exceeds a rate limit. */
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** What every route answers without a session (401 UNAUTHENTICATED). */
export const AUTH_MESSAGES = {
  /** No bearer token was sent. */
  signInRequired: 'Please sign in to continue.',
  /** A token was sent but its session is over (signed out, expired or revoked). */
  sessionEnded: 'Your session has ended. Please sign in again.',
  /** `POST /auth/google`: the ID token could not be verified. The spec's words for a refused sign-in. */
  signInFailed: 'Authentication failed. Please try again.',
  /** `POST /auth/google` answers 503 with it while Google's signing keys cannot be fetched. */
  signInUnavailable: 'Google sign-in is unavailable. Please try again in a few minutes.',
} as const;

/** The bodies' messages of errors any route can answer. */
export const GENERIC_ERROR_MESSAGES = {
  /** 400 MALFORMED_JSON. */
  malformedJson: 'The request body is not valid JSON.',
  /** 415 UNSUPPORTED_MEDIA_TYPE: a body that is not JSON (text, a form) sent to a JSON route. */
  notJson: 'Send the request body as JSON.',
  /** 404 NOT_FOUND for an address no route serves. */
  noSuchAddress: 'There is nothing at this address.',
  /** 500 INTERNAL: nothing of the failure itself leaves the server. */
  internal: 'Something went wrong on our side. Please try again.',
  /** 503 SERVICE_UNAVAILABLE (with `Retry-After`) while the database cannot be reached. */
  serviceUnavailable: 'The shop is briefly unavailable. Nothing was changed; please try again in a moment.',
  /** 403 FORBIDDEN: a state-changing request sent from another site's page. */
  crossSiteRequest: 'This request must come from the shop’s own pages.',
} as const;

/** The `Retry-After` of a 503 SERVICE_UNAVAILABLE: a database reconnects within seconds. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
