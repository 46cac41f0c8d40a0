import { z } from 'zod';

/** Stable codes a client can branch on; the message beside them is for people. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'AMOUNT_MISMATCH',
  'UNKNOWN_PRODUCT',
  'PAYMENT_PROVIDER_ERROR',
  'INVALID_SIGNATURE',
  'NOT_PURCHASED',
  'INTERNAL',
] as const;
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
