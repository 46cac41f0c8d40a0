import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

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
   * `true`: demo sign-in and simulated payments wherever keys are missing, even on a public address.
   * Unset: demo mode only on a loopback HOST with no keys; a public HOST without keys refuses to start.
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
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Environment = z.output<typeof EnvironmentSchema>;

/** Variables production refuses to start without. */
export const PRODUCTION_SECRETS = [
  'GOOGLE_CLIENT_ID',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;
