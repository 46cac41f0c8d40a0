import { randomUUID } from 'node:crypto';

/**
 * The names this app's passport strategies are registered under. Passport keeps one registry per
 * process, so each app names its strategies with an id of its own: two apps in one process (the
 * test runner starts many) never verify with each other's Google client id or sessions.
 */
export interface StrategyNames {
  googleIdToken: string;
  session: string;
}

export const STRATEGY_NAMES = Symbol('STRATEGY_NAMES');

/** Fresh names for one app; its strategies unregister them when the app closes. */
export function strategyNamesOfOneApp(): StrategyNames {
  const app = randomUUID();
  return { googleIdToken: `google-id-token:${app}`, session: `session:${app}` };
}
