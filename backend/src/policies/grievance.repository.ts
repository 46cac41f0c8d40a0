import { Injectable } from '@nestjs/common';
import { grievanceReference } from '@profit/contract';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { grievances } from '../database/schema.js';

export interface NewGrievance {
  name: string;
  email: string;
  orderNumber?: string | undefined;
  subject: string;
  details: string;
}

/** Grievances filed with the grievance officer, each numbered in the order it arrived. */
@Injectable()
export class GrievanceRepository {
  constructor(@InjectDatabase() private readonly database: Database) {}

  /** Stores a grievance and gives its reference (`GRV-000001`). */
  async add(grievance: NewGrievance): Promise<string> {
    const [row] = await this.database.db
      .insert(grievances)
      .values({ ...grievance, orderNumber: grievance.orderNumber ?? null })
      .returning({ number: grievances.number });
    return grievanceReference(row!.number);
  }
}
