import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { hashSessionToken, SessionsService } from '../src/auth/sessions.service.js';
import { UsersRepository } from '../src/auth/users.repository.js';
import type { Database } from '../src/database/database.js';
import { sessions, subscriptions, users } from '../src/database/schema.js';
import { SubscriptionsRepository } from '../src/subscriptions/subscriptions.repository.js';
import { describeOnPostgres, openTestDatabase, testConfig, type DatabaseKind } from './support/test-app.js';

/** The same persistence behaviour, on embedded PGlite and on a real PostgreSQL server. */
const repositorySuite = (kind: DatabaseKind) => () => {
  let database: Database;
  let usersRepository: UsersRepository;
  let sessionsService: SessionsService;
  let subscriptionsRepository: SubscriptionsRepository;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    usersRepository = new UsersRepository(database);
    sessionsService = new SessionsService(database, testConfig({ SESSION_TTL_HOURS: '2' }));
    subscriptionsRepository = new SubscriptionsRepository(database);
  });
  afterAll(async () => {
    await database.close();
  });

  const identity = (sub: string, overrides: Partial<{ email: string; name: string; picture: string | null }> = {}) => ({
    sub,
    email: `${sub}@example.in`,
    name: `Name ${sub}`,
    picture: null,
    ...overrides,
  });

  describe('users', () => {
    it('creates a user on first sign-in and updates the same row by sub later', async () => {
      const created = await usersRepository.upsertFromIdentity(identity('u1', { picture: 'https://example.in/p.png' }));
      const updated = await usersRepository.upsertFromIdentity(
        identity('u1', { name: 'New Name', email: 'new@example.in', picture: null }),
      );
      expect(updated.id).toBe(created.id);
      expect(updated).toMatchObject({ googleSub: 'u1', name: 'New Name', email: 'new@example.in', picture: null });
      expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
      expect(await usersRepository.findById(created.id)).toMatchObject({ name: 'New Name' });
    });

    it('keeps one row per sub under simultaneous sign-ins', async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => usersRepository.upsertFromIdentity(identity('u-race', { name: `N${i}` }))),
      );
      expect(new Set(results.map((user) => user.id)).size).toBe(1);
      const rows = await database.db.select().from(users).where(eq(users.googleSub, 'u-race'));
      expect(rows).toHaveLength(1);
    });
  });

  describe('subscriptions', () => {
    it('stores an address once, compared trimmed and lower-cased', async () => {
      expect(await subscriptionsRepository.add('Dev@Example.in')).toBe(true);
      expect(await subscriptionsRepository.add(' dev@example.IN ')).toBe(false);
      const rows = await database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.emailNormalized, 'dev@example.in'));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.email).toBe('Dev@Example.in');
    });

    it('adds exactly one row when the same address is subscribed many times at once', async () => {
      const added = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          subscriptionsRepository.add(i % 2 ? 'same@example.in' : 'SAME@example.in '),
        ),
      );
      expect(added.filter(Boolean)).toHaveLength(1);
      const [count] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(subscriptions)
        .where(eq(subscriptions.emailNormalized, 'same@example.in'));
      expect(count?.n).toBe(1);
    });
  });

  describe('sessions', () => {
    it('resolves a live session to its user until it is revoked', async () => {
      const user = await usersRepository.upsertFromIdentity(identity('s1'));
      const token = await sessionsService.issue(user.id);
      const resolved = await sessionsService.resolve(token);
      expect(resolved).toEqual({ sessionId: expect.any(String), id: user.id, email: 's1@example.in', name: 'Name s1' });
      await sessionsService.revoke(resolved!.sessionId);
      expect(await sessionsService.resolve(token)).toBeNull();
      await expect(sessionsService.revoke(resolved!.sessionId)).resolves.toBeUndefined();
    });

    it('revokes one session without touching the same user’s others', async () => {
      const user = await usersRepository.upsertFromIdentity(identity('s2'));
      const first = await sessionsService.issue(user.id);
      const second = await sessionsService.issue(user.id);
      await sessionsService.revoke((await sessionsService.resolve(first))!.sessionId);
      expect(await sessionsService.resolve(first)).toBeNull();
      expect(await sessionsService.resolve(second)).toMatchObject({ id: user.id });
    });

    it('expires sessions after SESSION_TTL_HOURS and ignores malformed tokens', async () => {
      const user = await usersRepository.upsertFromIdentity(identity('s3'));
      const token = await sessionsService.issue(user.id);
      const [row] = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashSessionToken(token)));
      const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
      expect(lifetime).toBeGreaterThan(2 * 3_600_000 - 60_000);
      expect(lifetime).toBeLessThan(2 * 3_600_000 + 60_000);
      await database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(sessions.id, row!.id));
      expect(await sessionsService.resolve(token)).toBeNull();
      expect(await sessionsService.resolve('')).toBeNull();
      expect(await sessionsService.resolve("x' or '1'='1")).toBeNull();
    });
  });
};

describe('Repositories [PGlite]', repositorySuite('pglite'));
describeOnPostgres('Repositories', repositorySuite('postgres'));
