import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SessionsService } from '../../src/auth/sessions.service.js';
import type { Database } from '../../src/database/database.js';
import { users } from '../../src/database/schema.js';

/** A signed-in user of a test: its id and the headers that carry its session. */
export interface TestUser {
  id: string;
  email: string;
  name: string;
  token: string;
  headers: { authorization: string };
}

/** Creates a user straight in the `users` table and a live session for it (no Google sign-in involved). */
export async function createSignedInUser(
  app: NestFastifyApplication,
  database: Database,
  name = 'Asha Verma',
  email = `user-${randomUUID()}@example.in`,
): Promise<TestUser> {
  const suffix = randomUUID();
  const [row] = await database.db
    .insert(users)
    .values({ googleSub: `test-${suffix}`, email, name })
    .returning({ id: users.id });
  if (!row) throw new Error('Creating a test user returned no row');
  const token = await app.get(SessionsService).issue(row.id);
  return { id: row.id, email, name, token, headers: { authorization: `Bearer ${token}` } };
}
