import type { OnModuleDestroy } from '@nestjs/common';
import passport from 'passport';
import { Strategy as CustomStrategy, type VerifyCallback } from 'passport-custom';

/**
 * `passport-custom` under a name given at construction. `PassportStrategy(NamedCustomStrategy)`
 * (given no name of its own) registers the strategy as its `name` once this constructor returns,
 * so each app passes a name from its `StrategyNames`; closing the app unregisters it.
 */
export class NamedCustomStrategy extends CustomStrategy implements OnModuleDestroy {
  constructor(
    readonly strategyName: string,
    verify: VerifyCallback,
  ) {
    super(verify);
    // passport-custom names (and types) every instance 'custom'.
    Object.assign(this, { name: strategyName });
  }

  onModuleDestroy(): void {
    passport.unuse(this.strategyName);
  }
}
