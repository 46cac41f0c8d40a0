import { ADMIN_ENDPOINTS } from '@profit/contract';
import type { AdminOverview } from '@profit/contract';
import { Route } from '../common/route.decorator.js';
import { AdminOverviewRepository } from './admin-overview.repository.js';
import { AdminController } from './merchant.guard.js';

/** The console's landing page: the shop's trade today, in 7 and in 30 days. */
@AdminController()
export class AdminOverviewController {
  constructor(private readonly overview: AdminOverviewRepository) {}

  @Route(ADMIN_ENDPOINTS.adminOverview)
  get(): Promise<AdminOverview> {
    return this.overview.overview();
  }
}
