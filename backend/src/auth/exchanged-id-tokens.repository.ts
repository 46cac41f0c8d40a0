import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { exchangedIdTokens } from '../database/schema.js';

/**
 * The ID tokens already exchanged for a session. A Google ID token is a bearer credential for about
 * an hour: one that leaked (a log, a proxy, a shared screen) must not open a second session. Only a
 * SHA-256 of each is kept, until the token's own expiry; the purge deletes it after.
 */
@Injectable()
export class ExchangedIdTokensRepository {
  constructor(@InjectDatabase() private readonly database: Database) {}

  /** Records the token as exchanged; `false` when it already was (on this replica or another). */
  async claim(credential: string, expiresAt: Date): Promise<boolean> {
    const tokenHash = createHash('sha256').update(credential).digest('hex');
    const claimed = await this.database.db
      .insert(exchangedIdTokens)
      .values({ tokenHash, expiresAt })
      .onConflictDoNothing()
      .returning({ tokenHash: exchangedIdTokens.tokenHash });
    return claimed.length === 1;
  }
}
