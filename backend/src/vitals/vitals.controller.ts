import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { VitalsBeaconSchema, type VitalsBeacon, type VitalsReceived } from '@profit/contract';
import { Public } from '../common/public.decorator.js';
import { ZodBody } from '../common/zod-body.pipe.js';
import { Policy } from '../rate-limits/rate-limit-policy.js';
import { VitalsRepository } from './vitals.repository.js';

/**
 * `POST /api/vitals`: a visit's Core Web Vitals from the storefront (`navigator.sendBeacon`),
 * limited per network like every public form, refused whole when any part is malformed.
 */
@Controller('vitals')
export class VitalsController {
  constructor(private readonly vitals: VitalsRepository) {}

  @Public()
  @Post()
  @Policy({ rateLimit: 'vitals' })
  @HttpCode(202)
  async record(@Body(new ZodBody(VitalsBeaconSchema)) beacon: VitalsBeacon): Promise<VitalsReceived> {
    await this.vitals.record(beacon);
    return { success: true };
  }
}
