import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** People who signed in with Google, keyed by Google's stable `sub`. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  googleSub: text('google_sub').notNull().unique(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  picture: text('picture'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

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
export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  emailNormalized: text('email_normalized').notNull().unique(),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

/** Orders, priced by the server. Amounts are integer paise. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    provider: text('provider', { enum: ['razorpay', 'simulated'] }).notNull(),
    providerOrderId: text('provider_order_id'),
    paymentId: text('payment_id'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_provider_order_idx')
      .on(table.providerOrderId)
      .where(sql`${table.providerOrderId} is not null`),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    check('orders_amount_positive', sql`${table.amount} > 0`),
    check('orders_currency_inr', sql`${table.currency} = 'INR'`),
  ],
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
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    index('order_lines_product_idx').on(table.productId),
    check('order_lines_price_not_negative', sql`${table.price} >= 0`),
  ],
);

/** Webhook event ids already processed, so a replayed delivery changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Rate-limit counters shared by every replica on one PostgreSQL (fixed windows; ended ones are purged). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});
