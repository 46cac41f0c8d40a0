import { Global, Module, type DynamicModule } from '@nestjs/common';
import { RATE_LIMITER, type RateLimiter } from './rate-limiter.js';

/** The app's one `RateLimiter`, shared by the request hook (per address) and the shopper guard. */
@Global()
@Module({})
export class RateLimitsModule {
  static forRoot(limiter: RateLimiter): DynamicModule {
    return {
      module: RateLimitsModule,
      providers: [{ provide: RATE_LIMITER, useValue: limiter }],
      exports: [RATE_LIMITER],
    };
  }
}
