import { Controller } from '@nestjs/common';
import { type VitalsBeacon, type VitalsReceived, ENDPOINTS } from '@profit/contract';
import { DeclaredBody, Route } from '../common/route.decorator.js';
import { VitalsRepository } from './vitals.repository.js';

/**
 * `POST /api/vitals`: a visit's Core Web Vitals from the storefront (`navigator.sendBeacon`),
 * limited per network like every public form, refused whole when any part is malformed.
 */
@Controller()
export class VitalsController {
  constructor(private readonly vitals: VitalsRepository) {}

  @Route(ENDPOINTS.vitals)
  async record(@DeclaredBody() beacon: VitalsBeacon): Promise<VitalsReceived> {
    await this.vitals.record(beacon);
    return { success: true };
  }
}
