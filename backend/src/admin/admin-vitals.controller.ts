import { ADMIN_ENDPOINTS } from '@profit/contract';
import type { AdminVitals } from '@profit/contract';
import { Route } from '../common/route.decorator.js';
import { VitalsRepository } from '../vitals/vitals.repository.js';
import { AdminController } from './merchant.guard.js';

/** The console's Speed page: how fast each page is for real visitors, at the 75th percentile. */
@AdminController()
export class AdminVitalsController {
  constructor(private readonly vitals: VitalsRepository) {}

  @Route(ADMIN_ENDPOINTS.adminVitals)
  get(): Promise<AdminVitals> {
    return this.vitals.percentiles();
  }
}
