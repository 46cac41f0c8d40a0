import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../subscriptions.js';

/** Pages of the newsletter's list and of the outbox: 50 rows unless `limit` says otherwise, at most 200. */
export const MAILING_PAGE_DEFAULT_LIMIT = 50;
export const MAILING_PAGE_MAX_LIMIT = 200;
const limitError = `limit must be a whole number from 1 to ${MAILING_PAGE_MAX_LIMIT}.`;

const page = {
  limit: z.coerce
    .number({ error: limitError })
    .int({ error: limitError })
    .min(1, { error: limitError })
    .max(MAILING_PAGE_MAX_LIMIT, { error: limitError })
    .default(MAILING_PAGE_DEFAULT_LIMIT)
    .describe(`How many rows per page: 1 to ${MAILING_PAGE_MAX_LIMIT}, ${MAILING_PAGE_DEFAULT_LIMIT} by default.`),
  cursor: z
    .string()
    .min(1, { error: 'cursor must be the nextCursor of a previous page.' })
    .max(200, { error: 'cursor must be the nextCursor of a previous page.' })
    .optional()
    .describe("The previous page's nextCursor; absent for the newest rows."),
};

/** `GET /admin/subscribers`: the newsletter's list, newest first, searched by e-mail. */
export const AdminSubscribersQuerySchema = z.strictObject({
  ...page,
  q: z
    .string()
    .trim()
    .max(200, { error: 'Search for at most 200 characters.' })
    .optional()
    .describe('An e-mail address, or part of one.'),
});
export type AdminSubscribersQuery = z.input<typeof AdminSubscribersQuerySchema>;

export const AdminSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  subscribedAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
});
export type AdminSubscriber = z.infer<typeof AdminSubscriberSchema>;

export const AdminSubscribersResponseSchema = z.object({
  subscribers: z.array(AdminSubscriberSchema),
  nextCursor: z.string().nullable(),
});
export type AdminSubscribersResponse = z.infer<typeof AdminSubscribersResponseSchema>;

/** An e-mail's delivery: waiting (or being retried), taken by the SMTP server, or given up after its last attempt. */
export const OUTBOX_STATES = ['queued', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** `GET /admin/outbox`: every e-mail the shop wrote, newest first, filtered by delivery state. */
export const AdminOutboxQuerySchema = z.strictObject({
  ...page,
  state: z.enum(OUTBOX_STATES).optional().describe('Only e-mails in this delivery state.'),
});
export type AdminOutboxQuery = z.input<typeof AdminOutboxQuerySchema>;

export const AdminOutboxEmailSchema = z.object({
  id: z.string(),
  kind: z.enum(['receipt', 'refund_notice', 'newsletter_confirmation']),
  to: z.string(),
  subject: z.string(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  state: z.enum(OUTBOX_STATES),
  /** Delivery attempts so far, and the last one's error (null once sent or before any failure). */
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  /** The order it is about; null for a newsletter confirmation. */
  orderId: z.string().nullable(),
});
export type AdminOutboxEmail = z.infer<typeof AdminOutboxEmailSchema>;

export const AdminOutboxResponseSchema = z.object({
  emails: z.array(AdminOutboxEmailSchema),
  nextCursor: z.string().nullable(),
});
export type AdminOutboxResponse = z.infer<typeof AdminOutboxResponseSchema>;
