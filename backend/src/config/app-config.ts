import { isIP } from 'node:net';
import { EnvironmentSchema, PRODUCTION_SECRETS, type Environment } from './config.schema.js';

/** The validated configuration, decided once at start. */
export interface AppConfig {
  env: Environment;
  production: boolean;
  /** Demo identity: no Google client id, and demo mode allowed; the backend issues its own ID tokens. */
  demoIdentity: boolean;
  /** Simulated payments: no Razorpay keys, and demo mode allowed. */
  simulatedPayments: boolean;
}

/** Raised at start with every problem of the environment listed, one per line. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

/** Whether a listening address is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  const bare = host
    .trim()
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/** Google and Razorpay keys, without which the shop runs in demo mode (or refuses to start). */
const LIVE_KEYS = PRODUCTION_SECRETS;

/**
 * Validates the environment (e.g. `process.env`) into the service's configuration. Demo sign-in
 * (anyone as any e-mail) and free simulated payments run only when asked for with `DEMO=true`, or on
 * a loopback HOST (reachable from this machine alone); a public address without the keys refuses to
 * start, naming each missing one. Production never runs in demo mode.
 */
export function loadConfig(source: Record<string, string | undefined>): AppConfig {
  const parsed = EnvironmentSchema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
  const missing = LIVE_KEYS.filter((name) => !source[name]?.trim());
  // Missing keys are listed with every other problem, so one start names them all.
  if (source['NODE_ENV']?.trim() === 'production') {
    if (source['DEMO']?.trim() === 'true') problems.push('DEMO=true is not allowed when NODE_ENV=production');
    for (const name of missing) problems.push(`${name} is required when NODE_ENV=production`);
  } else if (parsed.success && !parsed.data.DEMO && !isLoopback(parsed.data.HOST)) {
    for (const name of missing) {
      problems.push(
        `${name} is required on a public address (HOST=${parsed.data.HOST}); set it, set DEMO=true for a demo, or listen on 127.0.0.1`,
      );
    }
  }
  if (!parsed.success || problems.length > 0) throw new ConfigurationError(problems);
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  // The local development origins are only a development default: production answers its own pages
  // (and SITE_URL) alone unless CORS_ORIGINS names others.
  if (production && !source['CORS_ORIGINS']?.trim()) env.CORS_ORIGINS = [];
  const hasRazorpayKeys = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
  return {
    env,
    production,
    demoIdentity: !production && !env.GOOGLE_CLIENT_ID,
    simulatedPayments: !production && !hasRazorpayKeys,
  };
}
