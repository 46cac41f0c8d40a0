import { RouteConfig } from '@nestjs/platform-fastify';
import type { RATE_LIMIT_POLICIES, RateLimitPolicy } from '@profit/contract';
import type { AppConfig } from '../config/app-config.js';

type PoliciesCounted<Per extends string> = {
  [Policy in RateLimitPolicy]: (typeof RATE_LIMIT_POLICIES)[Policy] extends Per ? Policy : never;
}[RateLimitPolicy];

/** Limits counted per client address, before the body is read (see `security.ts`); named by the routes' declarations. */
export type AddressPolicy = PoliciesCounted<'address'>;
/** Limits counted per signed-in shopper (or merchant, `admin`), after the session guard. */
export type ShopperPolicy = PoliciesCounted<'shopper'>;

/**
 * What a route declares in its Fastify route config. Read from the route the router matched, never
 * from the address text: `/api/%61uth/logout` is the logout route and is limited as such.
 */
export interface RoutePolicy {
  rateLimit?: AddressPolicy;
  /** Errors of this route also carry `success: false` (the spec's subscription call answers `{ success, message }`). */
  successFlagOnErrors?: true;
  /** The route reads `multipart/form-data` (the bug report); every other route refuses it with 415. */
  multipart?: true;
}

/** Attaches policies to a route (Fastify route config through Nest's `@RouteConfig`); `@Route` applies it from the declaration. */
export const Policy = (policy: RoutePolicy) => RouteConfig(policy);

/** The route metadata naming a route's per-shopper policy (`RateLimitedPerShopper`, beside its guard). */
export const SHOPPER_POLICY = 'shopperRateLimit';

/** The most requests per window of each policy, from the configuration. */
export function maxRequests(config: AppConfig, policy: AddressPolicy | ShopperPolicy): number {
  switch (policy) {
    case 'auth':
      return config.env.RATE_LIMIT_AUTH_MAX;
    case 'subscriptions':
      return config.env.RATE_LIMIT_SUBSCRIBE_MAX;
    case 'support':
      return config.env.RATE_LIMIT_SUPPORT_MAX;
    case 'vitals':
      return config.env.RATE_LIMIT_VITALS_MAX;
    case 'create-order':
    case 'verify':
      return config.env.RATE_LIMIT_CHECKOUT_MAX;
    case 'admin':
      return config.env.RATE_LIMIT_ADMIN_MAX;
  }
}
