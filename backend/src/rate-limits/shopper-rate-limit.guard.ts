import {
  applyDecorators,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthenticatedUser } from '../common/current-user.decorator.js';
import { SHOPPER_POLICY, type ShopperPolicy } from './rate-limit-policy.js';
import { RATE_LIMITER, RateLimiter } from './rate-limiter.js';

/**
 * Counts a route's requests per signed-in shopper (it runs after the global session guard, so the
 * user is known): one account cannot flood checkout from many addresses.
 */
@Injectable()
export class ShopperRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<ShopperPolicy | undefined>(SHOPPER_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    if (policy && user) await this.limiter.consume(policy, user.id);
    return true;
  }
}

/** Limits a route per signed-in shopper (`RATE_LIMIT_CHECKOUT_MAX` per window). */
export const RateLimitedPerShopper = (policy: ShopperPolicy) =>
  applyDecorators(SetMetadata(SHOPPER_POLICY, policy), UseGuards(ShopperRateLimitGuard));
