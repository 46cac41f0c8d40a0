import { Controller } from '@nestjs/common';
import { grievanceReceived, type GrievanceResponse, ENDPOINTS, type ParsedRequestOf } from '@profit/contract';
import { DeclaredBody, Route } from '../common/route.decorator.js';
import { GrievanceRepository } from './grievance.repository.js';

/** `POST /api/support/grievances`: a grievance for the grievance officer, counted with the contact form's rate limit. */
@Controller()
export class GrievanceController {
  constructor(private readonly grievances: GrievanceRepository) {}

  @Route(ENDPOINTS.grievance)
  async file(@DeclaredBody() body: ParsedRequestOf<typeof ENDPOINTS.grievance>): Promise<GrievanceResponse> {
    const reference = await this.grievances.add(body);
    return { success: true, message: grievanceReceived(reference), reference };
  }
}
