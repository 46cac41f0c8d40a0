import { Controller, Get } from '@nestjs/common';
import type { HealthResponse } from '@profit/contract';
import { ApiError } from '../common/api-error.js';
import { Public } from '../common/public.decorator.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';

@Controller('health')
export class HealthController {
  constructor(@InjectDatabase() private readonly database: Database) {}

  @Public()
  @Get()
  async check(): Promise<HealthResponse> {
    if (!(await this.database.ping())) throw new ApiError(503, 'INTERNAL', 'The database is not reachable.');
    return { status: 'ok', database: 'up' };
  }
}
