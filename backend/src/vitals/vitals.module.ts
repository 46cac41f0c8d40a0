import { Module } from '@nestjs/common';
import { VitalsController } from './vitals.controller.js';
import { VitalsRepository } from './vitals.repository.js';

/** Field data: the storefront's beacons in, their 75th percentiles out for the merchant console. */
@Module({
  controllers: [VitalsController],
  providers: [VitalsRepository],
  exports: [VitalsRepository],
})
export class VitalsModule {}
