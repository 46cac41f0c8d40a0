import { DEFAULT_BUSINESS_HOURS, STATE_CODES, gstinProblem } from '@profit/contract';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** An origin that can stand in HTML attributes, JSON and XML as it is (the prerendered pages carry it). */
export const PLAIN_ORIGIN = /^https?:\/\/[^\s<>"'&\\]+$/;

const socialUrl = optionalString.pipe(
  z.url({ protocol: /^https$/, error: 'must be an https:// address of the shop’s profile' }).optional(),
);

/** Every environment variable the service reads. `.env.example` documents each one. */
export const EnvironmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be a port number from 0 to 65535' })
    .int({ error: 'must be a port number from 0 to 65535' })
    .min(0, { error: 'must be a port number from 0 to 65535' })
    .max(65_535, { error: 'must be a port number from 0 to 65535' })
    .default(3000),
  /** Unset: embedded PGlite in DATA_DIR. Set: a PostgreSQL connection string. */
  DATABASE_URL: optionalString.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL: connections in this process's pool. */
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().max(200).default(10),
  /** PostgreSQL: longest a statement may run, and a connection may take to open, in milliseconds. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  /**
   * `true`: demo sign-in and simulated payments, even on a public address; refused with a live key
   * (GOOGLE_CLIENT_ID, RAZORPAY_KEY_ID) set. Unset: demo mode only on a loopback HOST with no keys;
   * a public HOST without keys refuses to start.
   */
  DEMO: z
    .enum(['true', 'false', ''], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Comma-separated origins allowed to call the API from a browser. */
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:5173,http://127.0.0.1:5173,http://localhost:3000,http://127.0.0.1:3000')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 90)
    .default(24 * 7),
  /** Requests one client address may make to `/api/auth/*` per rate-limit window. */
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(60),
  /** Requests one client address may make to `/api/subscriptions/*` per rate-limit window. */
  RATE_LIMIT_SUBSCRIBE_MAX: z.coerce.number().int().positive().default(20),
  /** Orders one signed-in shopper may create, and payments verify, per rate-limit window (each counted apart). */
  RATE_LIMIT_CHECKOUT_MAX: z.coerce.number().int().positive().default(30),
  /** Contact messages and bug reports (`/api/support/*`) one client address may send per window. */
  RATE_LIMIT_SUPPORT_MAX: z.coerce.number().int().positive().default(10),
  /** Speed beacons (`/api/vitals`) one client network may send per window: one per visit, so a household's or an office's visits fit. */
  RATE_LIMIT_VITALS_MAX: z.coerce.number().int().positive().default(30),
  /** Requests one merchant may make to `/api/admin/*` per rate-limit window. */
  RATE_LIMIT_ADMIN_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().max(86_400).default(60),
  /**
   * Which proxies may tell the client's address in `X-Forwarded-For` (Fastify's `trustProxy`):
   * unset trusts none, so a client cannot forge its address to dodge the rate limits; a number is
   * how many proxy hops to trust; otherwise comma-separated proxy addresses or CIDR ranges.
   */
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .regex(/^(\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
        error: 'must be a number of proxy hops or comma-separated proxy addresses / CIDR ranges',
      })
      .transform((value) => (/^\d+$/.test(value) ? Number(value) : value))
      .optional(),
  ),
  RAZORPAY_KEY_ID: optionalString,
  /**
   * `true`: production accepts Razorpay test keys (`rzp_test_…`): a staging shop, which every page
   * labels as taking test payments. Unset: production refuses test keys.
   */
  RAZORPAY_ALLOW_TEST_KEYS: z
    .enum(['true', 'false', ''], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  /**
   * The Razorpay account's capture setting: `auto` (Razorpay captures authorised payments itself)
   * or `manual` (the shop captures them, at the order's amount, when it confirms a payment).
   */
  RAZORPAY_CAPTURE: z.enum(['auto', 'manual']).default('auto'),
  /** Demo mode: whether the simulated provider sends its webhook events to the shop's own route. */
  SIMULATED_WEBHOOKS: z.enum(['on', 'off']).default('on'),
  /** How often the in-process reconciliation runs, in seconds; 0 turns the timer off (the command still works). */
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** An order not final this many minutes after it was created is checked with the provider. */
  RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(0).max(1_440).default(5),
  /**
   * How often the job worker looks for due jobs (provider calls of webhooks and verify, e-mail), in
   * milliseconds; 0 turns the timer off (tests run jobs when they ask).
   */
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1_000),
  /**
   * How long reconciliation keeps checking an unpaid order with the provider, in hours: Razorpay may
   * authorise a payment up to five days late (120 hours), and the shop then captures it.
   */
  RECONCILE_WINDOW_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(120),
  /** An order with no payment this many minutes after it was created expires. */
  ORDER_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(43_200).default(60),
  /**
   * The Google accounts that are the shop's merchants (the console at /admin), comma-separated
   * e-mail addresses, compared without case. Unset: none on a live shop, `owner@profit.demo` in demo mode.
   */
  ADMIN_EMAILS: optionalString.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .superRefine((emails, context) => {
        const wrong = emails.filter((email) => !z.email().safeParse(email).success);
        if (wrong.length > 0)
          context.addIssue({
            code: 'custom',
            message: `must be comma-separated e-mail addresses; not an address: ${wrong.join(', ')}`,
          });
      })
      .optional(),
  ),
  /**
   * The longest a client may take to send a request's headers, in milliseconds; a connection that
   * has sent no complete request head by then is closed (slow-header clients, idle new connections).
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
  /**
   * The longest a client may take to send a whole request, body included, in milliseconds: a body
   * trickled byte by byte is cut off. Covers the largest upload (a 6 MB bug report) at 2.5 Mbit/s.
   */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
  /** How long a kept-alive connection may stay idle between requests, in milliseconds (above a proxy's own idle timeout). */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  /** Where uploaded files (bug-report screenshots) are kept, outside the database; default `uploads/` beside DATA_DIR. */
  UPLOADS_DIR: z.string().trim().min(1).optional(),
  /** Bug reports one network (an IPv4 address or an IPv6 /64) may send per day. */
  BUG_REPORTS_PER_DAY: z.coerce.number().int().positive().default(20),
  /** Screenshot bytes one network may upload per day (default 40 MB: six full reports and a half). */
  BUG_REPORT_BYTES_PER_DAY: z.coerce
    .number()
    .int()
    .positive()
    .max(2_000_000_000)
    .default(40 * 1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The storefront build the service serves (default `storefront/dist`); none there, the API alone. */
  STOREFRONT_DIR: z.string().trim().min(1).optional(),
  /** The shop's public origin, for the pages' canonical addresses, sitemap.xml and robots.txt. */
  SITE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be the shop’s public origin, e.g. https://shop.example.in',
      abort: true,
    })
    .refine((url) => PLAIN_ORIGIN.test(url), {
      error: 'must be a plain origin, without spaces, quotes, <, >, & or \\',
    })
    .optional(),
  /**
   * The SMTP server receipts and refund notices are sent through (`smtp://user:pass@host:587`,
   * `smtps://…:465`). Unset: messages stay in the outbox, for the merchant to read.
   */
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  /** The From of every message the shop sends. */
  MAIL_FROM: z.string().trim().min(3).default('Profit <no-reply@profit.invalid>'),
  /** The first wait before a failed delivery is tried again, in milliseconds (doubling, at most an hour). */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
  /** The seller named on tax invoices and credit notes (demo mode: sample values when all four are unset). */
  SELLER_LEGAL_NAME: optionalString.pipe(z.string().max(200, { error: 'must be at most 200 characters' }).optional()),
  /** The seller's registered address, as the GST registration certificate gives it; `\n` or `,` separate lines. */
  SELLER_ADDRESS: optionalString.pipe(z.string().max(400, { error: 'must be at most 400 characters' }).optional()),
  /** The seller's state or union territory: its two-digit GST state code (27 for Maharashtra). */
  SELLER_STATE: optionalString.pipe(
    z
      .enum(STATE_CODES, {
        error: 'must be a GST state code of an Indian state or union territory, e.g. 27 for Maharashtra',
      })
      .optional(),
  ),
  /** The seller's GSTIN: format and check character verified; its first two digits must be SELLER_STATE. */
  SELLER_GSTIN: optionalString.pipe(
    z
      .string()
      .transform((value) => value.toUpperCase())
      .superRefine((value, context) => {
        const problem = gstinProblem(value);
        if (problem === 'format')
          context.addIssue({ code: 'custom', message: 'must be a 15-character GSTIN, e.g. 27AAPFU0939F1ZV' });
        else if (problem === 'state')
          context.addIssue({
            code: 'custom',
            message: 'must begin with the GST state code of an Indian state or union territory',
          });
        else if (problem === 'checkCharacter')
          context.addIssue({ code: 'custom', message: 'is not a valid GSTIN: its check character does not match' });
      })
      .optional(),
  ),
  /** Where shoppers write for help: shown in the footer, on /contact and on /grievance. */
  SUPPORT_EMAIL: optionalString.pipe(
    z.email({ error: 'must be an e-mail address, e.g. support@shop.example.in' }).optional(),
  ),
  /** The customer-care number shown beside it, e.g. `+91 20 4567 8900`. */
  SUPPORT_PHONE: optionalString.pipe(
    z
      .string()
      .regex(/^\+?[0-9][0-9 ()-]{6,18}[0-9]$/, { error: 'must be a phone number, e.g. +91 20 4567 8900' })
      .optional(),
  ),
  /** When support answers the phone, in the shop's words. */
  BUSINESS_HOURS: optionalString.pipe(
    z.string().max(120, { error: 'must be at most 120 characters' }).default(DEFAULT_BUSINESS_HOURS),
  ),
  /** The grievance officer the Consumer Protection (E-Commerce) Rules, 2020 ask a seller to name. */
  GRIEVANCE_OFFICER_NAME: optionalString.pipe(
    z.string().max(120, { error: 'must be at most 120 characters' }).optional(),
  ),
  GRIEVANCE_OFFICER_DESIGNATION: optionalString.pipe(
    z.string().max(120, { error: 'must be at most 120 characters' }).optional(),
  ),
  GRIEVANCE_OFFICER_EMAIL: optionalString.pipe(
    z.email({ error: 'must be an e-mail address, e.g. grievance@shop.example.in' }).optional(),
  ),
  /** The shop's social profiles (https addresses), each linked from the footer only when set. */
  SOCIAL_INSTAGRAM_URL: socialUrl,
  SOCIAL_X_URL: socialUrl,
  SOCIAL_LINKEDIN_URL: socialUrl,
  SOCIAL_YOUTUBE_URL: socialUrl,
  SOCIAL_FACEBOOK_URL: socialUrl,
});

export type Environment = z.output<typeof EnvironmentSchema>;

/** The keys that turn live mode on: Google sign-in, and Razorpay payments. */
export const LIVE_MODE_KEYS = ['GOOGLE_CLIENT_ID', 'RAZORPAY_KEY_ID'] as const;

/** Variables production (and every live shop) refuses to start without. */
export const PRODUCTION_SECRETS = [
  'GOOGLE_CLIENT_ID',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

/** The seller named on every tax document: a live shop refuses to start without them. */
export const SELLER_SETTINGS = ['SELLER_LEGAL_NAME', 'SELLER_ADDRESS', 'SELLER_STATE', 'SELLER_GSTIN'] as const;

/**
 * How shoppers reach the seller and its grievance officer (Consumer Protection (E-Commerce) Rules,
 * 2020, rules 4 and 5): a live shop refuses to start without them, wherever it needs `SELLER_SETTINGS`.
 */
export const CONTACT_SETTINGS = [
  'SUPPORT_EMAIL',
  'SUPPORT_PHONE',
  'GRIEVANCE_OFFICER_NAME',
  'GRIEVANCE_OFFICER_DESIGNATION',
  'GRIEVANCE_OFFICER_EMAIL',
] as const;
