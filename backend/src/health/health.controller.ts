import { Controller, Inject } from '@nestjs/common';
import { DATABASE_UNREACHABLE_MESSAGE, type HealthResponse, ENDPOINTS } from '@profit/contract';
import { Route } from '../common/route.decorator.js';
import { ApiError } from '../common/api-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';

@Controller()
export class HealthController {
  constructor(
    @InjectDatabase() private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The status page reads this: the service answers, its database answers, and who takes payments. */
  @Route(ENDPOINTS.health)
  async check(): Promise<HealthResponse> {
    if (!(await this.database.ping())) throw new ApiError(503, 'SERVICE_UNAVAILABLE', DATABASE_UNREACHABLE_MESSAGE);
    return { status: 'ok', database: 'up', paymentProvider: this.config.simulatedPayments ? 'simulated' : 'razorpay' };
  }
}
