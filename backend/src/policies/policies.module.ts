import { Module } from '@nestjs/common';
import { GrievanceController } from './grievance.controller.js';
import { GrievanceRepository } from './grievance.repository.js';
import { ShopIdentityController } from './shop-identity.controller.js';

/** What the rules ask of a live shop: the seller's identity for every page, and grievances kept for the officer. */
@Module({
  controllers: [ShopIdentityController, GrievanceController],
  providers: [GrievanceRepository],
})
export class PoliciesModule {}
