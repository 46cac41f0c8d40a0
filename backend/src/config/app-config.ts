import { EnvironmentSchema, PRODUCTION_SECRETS, type Environment } from './config.schema.js';

/** The validated configuration, decided once at start. */
export interface AppConfig {
  env: Environment;
  production: boolean;
  /** Demo identity: no Google client id and not production; the backend issues its own ID tokens. */
  demoIdentity: boolean;
  /** Simulated payments: no Razorpay keys and not production. */
  simulatedPayments: boolean;
}

/** Raised at start with every problem of the environment listed, one per line. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

/** Validates the environment (e.g. `process.env`) into the service's configuration. */
export function loadConfig(source: Record<string, string | undefined>): AppConfig {
  const parsed = EnvironmentSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigurationError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (production) {
    const missing = PRODUCTION_SECRETS.filter((name) => !env[name]);
    if (missing.length > 0) throw new ConfigurationError(missing.map((name) => `${name} is required when NODE_ENV=production`));
  }
  const hasRazorpayKeys = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
  return {
    env,
    production,
    demoIdentity: !production && !env.GOOGLE_CLIENT_ID,
    simulatedPayments: !production && !hasRazorpayKeys,
  };
}
