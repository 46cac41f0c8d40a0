import { Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AUTH_MESSAGES } from '@profit/contract';
import { ApiError } from '../common/api-error.js';
import { IS_PUBLIC } from '../common/public.decorator.js';
import { STRATEGY_NAMES, type StrategyNames } from './strategies/strategy-names.js';

/**
 * `AuthGuard()` over one of this app's own strategies (named in `StrategyNames`), stateless (no
 * passport session), the user on `request.user`. The strategies throw the contract's errors
 * themselves; a strategy that answered no user without one is refused as unauthenticated.
 */
class AppStrategyGuard extends AuthGuard() {
  constructor(strategy: string) {
    super({ defaultStrategy: strategy, session: false, property: 'user' });
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw ApiError.unauthenticated(AUTH_MESSAGES.signInRequired);
    return user;
  }
}

/**
 * The global guard: every route needs a live session (`SessionStrategy`) unless it is marked
 * `@Public()`. Route guards such as the merchant console's run after it, on `request.user`.
 */
@Injectable()
export class SessionAuthGuard extends AppStrategyGuard {
  constructor(
    private readonly reflector: Reflector,
    @Inject(STRATEGY_NAMES) names: StrategyNames,
  ) {
    super(names.session);
  }

  /** Synchronous for public routes: no promise on the catalogue's path. */
  override canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    return super.canActivate(context) as Promise<boolean>;
  }
}

/** The sign-in route's guard: a Google ID token (`GoogleIdTokenStrategy`) in, its user on the request. */
@Injectable()
export class GoogleSignInGuard extends AppStrategyGuard {
  constructor(@Inject(STRATEGY_NAMES) names: StrategyNames) {
    super(names.googleIdToken);
  }
}
