import { RATE_LIMITED_MESSAGE } from '@profit/contract';
import { ApiError } from '../common/api-error.js';
import type { AppConfig } from '../config/app-config.js';
import type { Database } from '../database/database.js';
import { maxRequests, type AddressPolicy, type ShopperPolicy } from './rate-limit-policy.js';
import { rateLimitStoreFor, type RateLimitStore } from './rate-limit-store.js';

export { RATE_LIMITED_MESSAGE };

/** A 429 that also says when to retry. */
export class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = RATE_LIMITED_MESSAGE,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** Counts requests per policy and key, and refuses the one over the limit. */
export class RateLimiter {
  private readonly windowMs: number;

  constructor(
    private readonly config: AppConfig,
    /** The counters, shared with the daily upload quota. */
    readonly store: RateLimitStore,
  ) {
    this.windowMs = config.env.RATE_LIMIT_WINDOW_SECONDS * 1000;
  }

  /** Counts one request of `key` under `policy`; throws `RateLimitedError` over the limit. */
  async consume(policy: AddressPolicy | ShopperPolicy, key: string): Promise<void> {
    const { count, resetAt } = await this.store.hit(`${policy}|${key}`, this.windowMs);
    if (count > maxRequests(this.config, policy)) {
      throw new RateLimitedError(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)));
    }
  }
}

/** Injection token of the app's `RateLimiter`. */
export const RATE_LIMITER = Symbol('RATE_LIMITER');

/** The limiter of one app: counters in memory on PGlite, in the shared database on PostgreSQL. */
export const createRateLimiter = (config: AppConfig, database: Database): RateLimiter =>
  new RateLimiter(config, rateLimitStoreFor(database));
