import { Get } from '@nestjs/common';
import type { AdminOverview } from '@profit/contract';
import { AdminOverviewRepository } from './admin-overview.repository.js';
import { AdminController } from './merchant.guard.js';

/** The console's landing page: the shop's trade today, in 7 and in 30 days. */
@AdminController('overview')
export class AdminOverviewController {
  constructor(private readonly overview: AdminOverviewRepository) {}

  @Get()
  get(): Promise<AdminOverview> {
    return this.overview.overview();
  }
}
