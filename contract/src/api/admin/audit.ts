import { z } from 'zod';

/** What a merchant did, as the audit log names it. */
export const AUDIT_ACTIONS = ['refund', 'export', 'erasure', 'mark_handled'] as const;

/** One merchant action: who, when, what (on which subject), and its particulars. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  actorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** What it was on: an order id, a message id, an export's name. */
  subject: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_PAGE_DEFAULT_LIMIT = 50;
export const AUDIT_PAGE_MAX_LIMIT = 200;
const limitError = `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX_LIMIT}.`;

export const AuditLogQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: limitError })
    .int({ error: limitError })
    .min(1, { error: limitError })
    .max(AUDIT_PAGE_MAX_LIMIT, { error: limitError })
    .default(AUDIT_PAGE_DEFAULT_LIMIT)
    .describe(`How many entries per page: 1 to ${AUDIT_PAGE_MAX_LIMIT}, ${AUDIT_PAGE_DEFAULT_LIMIT} by default.`),
  cursor: z
    .string()
    .min(1, { error: 'cursor must be the nextCursor of a previous page.' })
    .max(200, { error: 'cursor must be the nextCursor of a previous page.' })
    .optional()
    .describe("The previous page's nextCursor; absent for the newest entries."),
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

/** A page of the audit log, newest first. */
export const AuditLogResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditLogResponse = z.infer<typeof AuditLogResponseSchema>;
