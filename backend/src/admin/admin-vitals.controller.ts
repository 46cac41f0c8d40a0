import { Get } from '@nestjs/common';
import type { AdminVitals } from '@profit/contract';
import { VitalsRepository } from '../vitals/vitals.repository.js';
import { AdminController } from './merchant.guard.js';

/** The console's Speed page: how fast each page is for real visitors, at the 75th percentile. */
@AdminController('vitals')
export class AdminVitalsController {
  constructor(private readonly vitals: VitalsRepository) {}

  @Get()
  get(): Promise<AdminVitals> {
    return this.vitals.percentiles();
  }
}
