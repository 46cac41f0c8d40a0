import {
  DEVICE_CLASSES,
  type DeviceClass,
  ORDER_FAILURE_CODES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  REFUND_REASONS,
  REFUND_STATUSES,
  SUBSCRIPTION_STATUSES,
} from '@profit/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** `column in ('a', 'b', …)` from one of the contract's value lists, for CHECK constraints. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** People who signed in with Google, keyed by Google's stable `sub`. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    googleSub: text('google_sub').notNull().unique(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    picture: text('picture'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When a merchant erased the person's data (DPDP Act 2023): name, e-mail and Google subject are placeholders since. */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('users_created_idx').on(table.createdAt, table.id)],
);

/** Server-side sessions: only a SHA-256 of the bearer token is stored, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Newsletter subscriptions, one row per address (compared trimmed and lower-cased). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailNormalized: text('email_normalized').notNull().unique(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    /** `pending` until the confirmation link is opened; `unsubscribed` once a link says so. */
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    /** The token of the confirmation link last sent; null once confirmed. */
    confirmationToken: text('confirmation_token').unique(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true, mode: 'date' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** The token of the unsubscribe link in every newsletter e-mail. */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
  },
  (table) => [check('subscriptions_status_known', oneOf(table.status, SUBSCRIPTION_STATUSES))],
);

/**
 * Orders, priced by the server. Amounts are integer paise. `status` takes the contract's
 * `ORDER_STATUSES` (Razorpay's created / attempted / paid, then refunds, disputes, failure, expiry);
 * `failure_reason` is the internal detail for logs and operators, `failure_code` what the shopper
 * is told (a message of the contract).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    provider: text('provider', { enum: ['razorpay', 'simulated'] }).notNull(),
    providerOrderId: text('provider_order_id'),
    paymentId: text('payment_id'),
    failureReason: text('failure_reason'),
    failureCode: text('failure_code', { enum: ORDER_FAILURE_CODES }),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Reconciliation leaves an order alone until then: a lease, so replicas never check one order at once. */
    reconcileAfter: timestamp('reconcile_after', { withTimezone: true, mode: 'date' }),
    /** The buyer's billing details from checkout (all null when none were given): printed on the tax invoice. */
    billingName: text('billing_name'),
    /** GST state code of the buyer: the place of supply. */
    billingState: text('billing_state'),
    billingPinCode: text('billing_pin_code'),
    billingGstin: text('billing_gstin'),
    /** When the buyer hid this checkout from their order list; it shows again if paid after all. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('orders_provider_order_idx')
      .on(table.providerOrderId)
      .where(sql`${table.providerOrderId} is not null`),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_awaiting_payment_idx')
      .on(table.createdAt)
      .where(sql`${table.status} in ('created', 'attempted', 'failed')`),
    check('orders_amount_positive', sql`${table.amount} > 0`),
    check('orders_currency_inr', sql`${table.currency} = 'INR'`),
    check('orders_status_known', oneOf(table.status, ORDER_STATUSES)),
    check(
      'orders_failure_code_known',
      sql`${table.failureCode} is null or ${oneOf(table.failureCode, ORDER_FAILURE_CODES)}`,
    ),
    check('orders_refund_within_amount', sql`${table.amountRefunded} between 0 and ${table.amount}`),
    check(
      'orders_billing_whole',
      sql`(${table.billingName} is null) = (${table.billingState} is null) and (${table.billingName} is null) = (${table.billingPinCode} is null)`,
    ),
  ],
);

/**
 * Every provider payment the shop has seen for one of its orders, in the contract's
 * `PAYMENT_STATUSES`. `extra` flags a payment that arrived for an order already paid by another:
 * it is refunded in full (`refund_id`), and the order page says so.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    extra: boolean('extra').notNull().default(false),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId),
    check('payments_status_known', oneOf(table.status, PAYMENT_STATUSES)),
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check('payments_refund_within_amount', sql`${table.amountRefunded} between 0 and ${table.amount}`),
  ],
);

/**
 * Refunds the shop makes of part of an order's own payment (reason `duplicate`: products the shopper
 * already owned through another paid order). One per payment and reason, so a refund is recorded once
 * whichever path (verify, webhook, reconciliation) found it; the provider call is a job.
 * `provider_refund_id` once the provider accepted it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    amount: integer('amount').notNull(),
    productIds: text('product_ids').array().notNull(),
    titles: text('titles').array().notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    /** A merchant's refund: the key the console made for the press of its button (one refund per key). */
    idempotencyKey: uuid('idempotency_key'),
    /** A merchant's refund: their reason, and who they are (their e-mail). */
    note: text('note'),
    requestedBy: text('requested_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refunds_payment_duplicate_idx')
      .on(table.paymentId)
      .where(sql`${table.reason} = 'duplicate'`),
    uniqueIndex('refunds_idempotency_key_idx')
      .on(table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('refunds_order_idx').on(table.orderId),
    check('refunds_amount_positive', sql`${table.amount} > 0`),
    check('refunds_reason_known', oneOf(table.reason, REFUND_REASONS)),
    check('refunds_status_known', oneOf(table.status, REFUND_STATUSES)),
    check(
      'refunds_merchant_attributed',
      sql`${table.reason} <> 'merchant' or (${table.idempotencyKey} is not null and ${table.note} is not null and ${table.requestedBy} is not null)`,
    ),
  ],
);

/**
 * Every merchant action (a refund, an export, an erasure, a message marked handled): who, when, what.
 * Append-only: no route changes it, and a trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    details: jsonb('details').notNull(),
  },
  (table) => [index('audit_log_at_idx').on(table.at, table.id)],
);

/** The lines of an order, one unit each, at the price charged. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    price: integer('price').notNull(),
    /** The product's SAC when the order was made: its tax documents print this, whatever the catalogue says later. */
    sac: text('sac').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    check('order_lines_price_not_negative', sql`${table.price} >= 0`),
  ],
);

/** Webhook event ids already processed, so a replayed delivery changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  /** What the event did: applied, or why it was refused (kept for operators). */
  outcome: text('outcome'),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The provider payment the event is about, for the order's timeline in the merchant console. */
  paymentId: text('payment_id'),
});

/**
 * Google ID tokens already exchanged for a session (a SHA-256 of each), kept until the token expires:
 * one credential, one session, on every replica.
 */
export const exchangedIdTokens = pgTable('exchanged_id_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The durable job table (see `jobs/`): work that must happen but need not hold a request (calls to
 * the payment provider, e-mail). `key` is unique, so the same job is never enqueued twice; a worker
 * leases a due job (`locked_until`) with `FOR UPDATE SKIP LOCKED`, and a job whose lease ran out
 * (its worker died) is claimed again. `done_at` once it succeeded; `failed_at` once it gave up.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
    check('jobs_attempts_not_negative', sql`${table.attempts} >= 0`),
  ],
);

/**
 * The last number of each document series (`PRF/26-27`, `PCN/26-27`): incremented in the
 * transaction that issues the document, so numbers are consecutive, never skipped (a rolled back
 * transaction rolls its number back) and never repeated (the row is locked until commit).
 */
export const documentSeries = pgTable(
  'document_series',
  {
    series: text('series').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [check('document_series_six_digits', sql`${table.lastNumber} between 1 and 999999`)],
);

/**
 * The GST tax invoice of a paid order, issued in the statement that marks it paid. The seller is
 * kept as it was at issue (settings may change later); the buyer and the lines are the order's.
 */
export const invoices = pgTable(
  'invoices',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** `{ legalName, address, state, gstin, sample }` at issue. */
    seller: jsonb('seller').notNull(),
    /** GST state code of the place of supply: the buyer's billing state, else the seller's. */
    placeOfSupply: text('place_of_supply').notNull(),
    /**
     * The buyer's name and e-mail as the invoice printed them, written when the buyer's account is
     * erased (the invoice must stay as issued); null while it reads them from the order and the user.
     */
    buyerName: text('buyer_name'),
    buyerEmail: text('buyer_email'),
  },
  (table) => [check('invoices_number_length', sql`char_length(${table.number}) <= 16`)],
);

/**
 * A credit note per refund recorded against a paid order (full, partial, or of a duplicate
 * payment), numbered in its own series. `refund_key` makes issuing it idempotent.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => invoices.orderId),
    /** 1, 2, … within the order: the `:n` of its download address. */
    position: integer('position').notNull(),
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Integer paise refunded, tax included. */
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: ['refund', 'duplicate_payment'] }).notNull(),
    /** The provider payment refunded. */
    paymentId: text('payment_id').notNull(),
    refundKey: text('refund_key').notNull().unique(),
  },
  (table) => [
    uniqueIndex('credit_notes_order_position_idx').on(table.orderId, table.position),
    check('credit_notes_amount_positive', sql`${table.amount} > 0`),
    check('credit_notes_number_length', sql`char_length(${table.number}) <= 16`),
  ],
);

/**
 * E-mail to send, written in the transaction of the change that causes it (a receipt when an order
 * is paid, a refund notice with its credit note) and delivered by a job (`mail.deliver`). Without
 * SMTP_URL the messages stay here, for the merchant to read. `sent_at` once the SMTP server took it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['receipt', 'refund_notice', 'newsletter_confirmation'] }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    creditNoteId: uuid('credit_note_id').references(() => creditNotes.id),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('outbox_created_idx').on(table.createdAt)],
);

/** Rate-limit counters shared by every replica on one PostgreSQL (fixed windows; ended ones are purged). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});
/** Binary data (`bytea`), read and written as a Node `Buffer`. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Grievances filed with the grievance officer through /grievance (Consumer Protection (E-Commerce)
 * Rules, 2020): `number` gives the sender's reference (`GRV-000001`), in the order they arrived.
 */
export const grievances = pgTable(
  'grievances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    orderNumber: text('order_number'),
    subject: text('subject').notNull(),
    details: text('details').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('grievances_number_idx').on(table.number),
    index('grievances_created_idx').on(table.createdAt),
  ],
);

/** Messages sent through the contact page, kept until the team has answered them by e-mail. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** When a merchant marked it handled, and who (their e-mail). */
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    handledBy: text('handled_by'),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** Bug reports from the report-a-bug page. */
export const bugReports = pgTable(
  'bug_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    severity: text('severity', { enum: ['low', 'medium', 'high', 'critical'] }).notNull(),
    steps: text('steps'),
    expected: text('expected'),
    actual: text('actual'),
    contactEmail: text('contact_email'),
    /** The reporter ticked "I can provide screenshots". */
    canProvideScreenshots: boolean('can_provide_screenshots').notNull().default(false),
    createdAt: createdAt(),
    /** When a merchant marked it handled, and who (their e-mail). */
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    handledBy: text('handled_by'),
  },
  (table) => [index('bug_reports_created_idx').on(table.createdAt)],
);

/**
 * The screenshots of a bug report (at most three of 2 MB): the row describes one, its bytes are a
 * file in the uploads storage under `storageKey` (outside the database engine, whose single thread
 * on PGlite would otherwise write 6 MB while every shopper waits).
 */
export const bugReportImages = pgTable(
  'bug_report_images',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => bugReports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    /** The type the file's first bytes announce, not the one the browser declared. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The file's key in the uploads storage (`bug-reports/<uuid>`). */
    storageKey: text('storage_key').notNull(),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.position] })],
);

/**
 * Screenshots stored in the database before migration 0016, waiting to be written to the uploads
 * storage under their key: the service moves them at start and deletes each row moved.
 */
export const bugReportImagesToMove = pgTable('bug_report_images_to_move', {
  storageKey: text('storage_key').primaryKey(),
  data: bytea('data').notNull(),
});

/**
 * Field data: one row per visit's beacon (the page it landed on, its device class and whichever of
 * the four figures the browser measured), deleted after `VITALS_RETENTION_DAYS`.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    page: text('page').notNull(),
    device: text('device').$type<DeviceClass>().notNull(),
    lcp: doublePrecision('lcp'),
    inp: doublePrecision('inp'),
    cls: doublePrecision('cls'),
    ttfb: doublePrecision('ttfb'),
    createdAt: createdAt(),
  },
  (table) => [
    index('web_vitals_created_idx').on(table.createdAt),
    check('web_vitals_device_check', oneOf(table.device, DEVICE_CLASSES)),
  ],
);
