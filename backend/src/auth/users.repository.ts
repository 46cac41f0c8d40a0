import { Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import type { User } from '@profit/contract';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { users } from '../database/schema.js';
import type { VerifiedIdentity } from './id-token-verifier.js';

export type UserRecord = typeof users.$inferSelect;

/** The public username: the local part of the e-mail address. */
export const usernameOf = (email: string): string => email.split('@')[0] ?? email;

/** The user as the API shows it. */
export const toApiUser = (user: UserRecord): User => ({
  id: user.id,
  name: user.name,
  username: usernameOf(user.email),
  email: user.email,
  picture: user.picture,
});

/** People who signed in, keyed by the identity provider's stable `sub`. */
@Injectable()
export class UsersRepository {
  constructor(@InjectDatabase() private readonly database: Database) {}

  /** Creates the user on first sign-in, refreshes name, e-mail and picture on every later one. */
  async upsertFromIdentity(identity: Omit<VerifiedIdentity, 'expiresAt'>): Promise<UserRecord> {
    const [user] = await this.database.db
      .insert(users)
      .values({ googleSub: identity.sub, email: identity.email, name: identity.name, picture: identity.picture })
      .onConflictDoUpdate({
        target: users.googleSub,
        set: { email: identity.email, name: identity.name, picture: identity.picture, updatedAt: sql`now()` },
      })
      .returning();
    if (!user) throw new Error('upsert returned no row');
    return user;
  }

  async findById(id: string): Promise<UserRecord | null> {
    const [user] = await this.database.db.select().from(users).where(eq(users.id, id)).limit(1);
    return user ?? null;
  }
}
