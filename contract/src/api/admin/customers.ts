import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../newsletter.js';
import { AdminOrderSummarySchema } from './orders.js';

/** `GET /admin/customers` pages: 25 customers unless `limit` says otherwise, at most 100. */
export const ADMIN_CUSTOMER_PAGE_DEFAULT_LIMIT = 25;
export const ADMIN_CUSTOMER_PAGE_MAX_LIMIT = 100;

const limitError = `limit must be a whole number from 1 to ${ADMIN_CUSTOMER_PAGE_MAX_LIMIT}.`;

/** The query of `GET /admin/customers`: a page, and what the merchant searched for. */
export const AdminCustomerListQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: limitError })
    .int({ error: limitError })
    .min(1, { error: limitError })
    .max(ADMIN_CUSTOMER_PAGE_MAX_LIMIT, { error: limitError })
    .default(ADMIN_CUSTOMER_PAGE_DEFAULT_LIMIT)
    .describe(
      `How many customers per page: 1 to ${ADMIN_CUSTOMER_PAGE_MAX_LIMIT}, ${ADMIN_CUSTOMER_PAGE_DEFAULT_LIMIT} by default.`,
    ),
  cursor: z
    .string()
    .min(1, { error: 'cursor must be the nextCursor of a previous page.' })
    .max(200, { error: 'cursor must be the nextCursor of a previous page.' })
    .optional()
    .describe("The previous page's nextCursor; absent for the first page (the newest customers)."),
  q: z
    .string()
    .trim()
    .max(200, { error: 'Search for at most 200 characters.' })
    .optional()
    .describe("A customer's e-mail or name, or part of either."),
});
export type AdminCustomerListQuery = z.input<typeof AdminCustomerListQuerySchema>;

/** A customer as the console lists them. `paidNet` is integer paise paid, net of refunds. */
export const AdminCustomerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  /** When their personal data was erased (DPDP Act 2023), or null. */
  erasedAt: z.iso.datetime().nullable(),
  ordersCount: z.number().int().nonnegative(),
  paidNet: z.number().int().nonnegative(),
});
export type AdminCustomerSummary = z.infer<typeof AdminCustomerSummarySchema>;

export const AdminCustomerListResponseSchema = z.object({
  customers: z.array(AdminCustomerSummarySchema),
  nextCursor: z.string().nullable(),
});
export type AdminCustomerListResponse = z.infer<typeof AdminCustomerListResponseSchema>;

/** A product the customer owns (paid for and not refunded), and the order that bought it. */
export const AdminOwnedProductSchema = z.object({
  productId: z.string(),
  title: z.string(),
  orderId: z.string(),
  purchasedAt: z.iso.datetime(),
});
export type AdminOwnedProduct = z.infer<typeof AdminOwnedProductSchema>;

/** One customer: their profile, orders (newest first), what they own, and their newsletter state. */
export const AdminCustomerDetailSchema = z.object({
  customer: AdminCustomerSummarySchema,
  orders: z.array(AdminOrderSummarySchema),
  library: z.array(AdminOwnedProductSchema),
  /** Their address's newsletter subscription, or null when they have none. */
  newsletter: z.enum(SUBSCRIPTION_STATUSES).nullable(),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;

/**
 * `POST /admin/customers/:id/erasure`: the merchant types the customer's e-mail to confirm. Sent
 * again for a customer already erased, it changes nothing and answers them as they are.
 */
export const AdminErasureRequestSchema = z.strictObject({
  email: z
    .string({ error: 'Type the customer’s e-mail to confirm.' })
    .trim()
    .min(1, { error: 'Type the customer’s e-mail to confirm.' })
    .max(320, { error: 'Type the customer’s e-mail to confirm.' }),
});
export type AdminErasureRequest = z.infer<typeof AdminErasureRequestSchema>;

const row = z.record(z.string(), z.unknown());

/**
 * `GET /admin/customers/:id/export`: every row that holds the person's data, as a JSON download
 * (their sessions as counts: a token is never exported).
 */
export const AdminCustomerExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    picture: z.string().nullable(),
    createdAt: z.iso.datetime(),
    erasedAt: z.iso.datetime().nullable(),
  }),
  sessions: z.object({ total: z.number().int(), live: z.number().int() }),
  orders: z.array(row),
  payments: z.array(row),
  refunds: z.array(row),
  invoices: z.array(row),
  creditNotes: z.array(row),
  library: z.array(AdminOwnedProductSchema),
  newsletter: row.nullable(),
  contactMessages: z.array(row),
  /** Bug reports sent from their address: the report's text and its screenshots' names, types and sizes. */
  bugReports: z.array(row),
});
export type AdminCustomerExport = z.infer<typeof AdminCustomerExportSchema>;

/** The words of the customer screens and routes. */
export const ADMIN_CUSTOMER_MESSAGES = {
  /** 404 NOT_FOUND */
  notFound: 'There is no customer with that id.',
  /** 400: the typed e-mail is not the customer's. */
  confirmMismatch: 'Type the customer’s e-mail exactly as shown to confirm the erasure.',
  /** The name an erased customer is shown under. */
  erasedName: 'Erased customer',
  /** What the erasure keeps, said in the confirm step and the docs. */
  keptForTax:
    'Invoices and credit notes keep their figures and the buyer’s billing details as issued: GST law requires the shop to keep them.',
} as const;

/** The address an erased customer is left with: unique, undeliverable (`.invalid` is reserved). */
export const erasedEmailOf = (userId: string) => `erased-${userId}@erased.invalid`;

/** Whether an address is an erased customer's placeholder (mail to it is never sent). */
export const isErasedEmail = (address: string) => address.endsWith('@erased.invalid');
