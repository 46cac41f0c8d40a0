import { z } from 'zod';
import { ERROR_CODES } from './errorBody.js';

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
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Answered with 429 (and `Retry-After`) when a client exceeds a rate limit. */
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';
