import { Injectable } from '@nestjs/common';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { subscriptions } from '../database/schema.js';

/** How addresses are compared: trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Newsletter subscriptions, one row per address. */
@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectDatabase() private readonly database: Database) {}

  /**
   * Stores the address unless it is already there. Race-safe: the unique index decides, so two
   * simultaneous requests for one address store one row. Answers whether a row was added.
   */
  async add(email: string): Promise<boolean> {
    const rows = await this.database.db
      .insert(subscriptions)
      .values({ email: email.trim(), emailNormalized: normalizeEmail(email) })
      .onConflictDoNothing({ target: subscriptions.emailNormalized })
      .returning({ id: subscriptions.id });
    return rows.length > 0;
  }
}
