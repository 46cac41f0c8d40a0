import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { GrievanceRequestSchema, grievanceReceived, type GrievanceResponse } from '@profit/contract';
import { Public } from '../common/public.decorator.js';
import { ZodBody } from '../common/zod-body.pipe.js';
import { Policy } from '../rate-limits/rate-limit-policy.js';
import { GrievanceRepository } from './grievance.repository.js';

/** `POST /api/support/grievances`: a grievance for the grievance officer, counted with the contact form's rate limit. */
@Controller('support')
export class GrievanceController {
  constructor(private readonly grievances: GrievanceRepository) {}

  @Public()
  @Post('grievances')
  @Policy({ rateLimit: 'support' })
  @HttpCode(201)
  async file(
    @Body(new ZodBody(GrievanceRequestSchema)) body: ReturnType<typeof GrievanceRequestSchema.parse>,
  ): Promise<GrievanceResponse> {
    const reference = await this.grievances.add(body);
    return { success: true, message: grievanceReceived(reference), reference };
  }
}
