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
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
  // Missing production secrets are listed with every other problem, so one start names them all.
  if (source['NODE_ENV']?.trim() === 'production') {
    for (const name of PRODUCTION_SECRETS)
      if (!source[name]?.trim()) problems.push(`${name} is required when NODE_ENV=production`);
  }
  if (!parsed.success || problems.length > 0) throw new ConfigurationError(problems);
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const hasRazorpayKeys = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
  return {
    env,
    production,
    demoIdentity: !production && !env.GOOGLE_CLIENT_ID,
    simulatedPayments: !production && !hasRazorpayKeys,
  };
}
