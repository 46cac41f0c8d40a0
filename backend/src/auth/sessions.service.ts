import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { sessions, users } from '../database/schema.js';
import type { AuthenticatedUser } from '../common/current-user.decorator.js';

/** Session tokens are 32 random bytes; the database keeps only their SHA-256. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Issues, resolves and revokes server-side sessions, so a signed-out token is dead everywhere. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDatabase() private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts a session for a user and answers its bearer token (shown once, never stored). */
  async issue(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.env.SESSION_TTL_HOURS * 3_600_000);
    await this.database.db.insert(sessions).values({ userId, tokenHash: hashSessionToken(token), expiresAt });
    return token;
  }

  /** The user of a live (unexpired, unrevoked) session, or null. */
  async resolve(token: string): Promise<AuthenticatedUser | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const [row] = await this.database.db
      .select({ sessionId: sessions.id, id: users.id, email: users.email, name: users.name })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return row ?? null;
  }

  /** Revokes one session; revoking a session already gone is not an error. */
  async revoke(sessionId: string): Promise<void> {
    await this.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }
}
