import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { hashSessionToken, SessionsService } from '../src/auth/sessions.service.js';
import { UsersRepository } from '../src/auth/users.repository.js';
import type { Database } from '../src/database/database.js';
import { jobs, outbox, sessions, subscriptions, users } from '../src/database/schema.js';
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
    const rowOf = async (email: string) =>
      (await database.db.select().from(subscriptions).where(eq(subscriptions.emailNormalized, email)))[0]!;
    const mailsTo = async (id: string) => database.db.select().from(outbox).where(eq(outbox.subscriptionId, id));
    const ageConfirmation = (id: string, interval: string) =>
      database.db.execute(
        sql`update subscriptions set confirmation_sent_at = now() - ${interval}::interval where id = ${id}::uuid`,
      );

    it('stores an address once, compared trimmed and lower-cased, waiting for its confirmation e-mail', async () => {
      const token = await subscriptionsRepository.requestConfirmation('Dev@Example.in');
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(await subscriptionsRepository.requestConfirmation(' dev@example.IN ')).toBeUndefined();
      const row = await rowOf('dev@example.in');
      expect(row).toMatchObject({ email: 'Dev@Example.in', status: 'pending', confirmationToken: token });
      const mails = await mailsTo(row.id);
      expect(mails).toMatchObject([{ kind: 'newsletter_confirmation', toAddress: 'Dev@Example.in', sentAt: null }]);
      const [job] = await database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `mail:${mails[0]!.id}`));
      expect(job).toMatchObject({ kind: 'mail.deliver' });
    });

    it('adds exactly one row and one e-mail when the same address is subscribed many times at once', async () => {
      const tokens = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          subscriptionsRepository.requestConfirmation(i % 2 ? 'same@example.in' : 'SAME@example.in '),
        ),
      );
      expect(tokens.filter(Boolean)).toHaveLength(1);
      const [count] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(subscriptions)
        .where(eq(subscriptions.emailNormalized, 'same@example.in'));
      expect(count?.n).toBe(1);
      expect(await mailsTo((await rowOf('same@example.in')).id)).toHaveLength(1);
    });

    it('confirms by the link (again: the same), and refuses an unknown or expired link', async () => {
      const token = (await subscriptionsRepository.requestConfirmation('confirm@example.in'))!;
      expect(await subscriptionsRepository.confirm('x'.repeat(32))).toBe(false);
      expect(await subscriptionsRepository.confirm(token)).toBe(true);
      expect(await subscriptionsRepository.confirm(token)).toBe(true);
      expect(await rowOf('confirm@example.in')).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(Date) });
      // A confirmed address is left as it is: no new link, no e-mail.
      expect(await subscriptionsRepository.requestConfirmation('confirm@example.in')).toBeUndefined();
      const late = (await subscriptionsRepository.requestConfirmation('late@example.in'))!;
      await ageConfirmation((await rowOf('late@example.in')).id, '8 days');
      expect(await subscriptionsRepository.confirm(late)).toBe(false);
      expect((await rowOf('late@example.in')).status).toBe('pending');
    });

    it('sends a waiting address a new link only once the last is ten minutes old', async () => {
      const first = await subscriptionsRepository.requestConfirmation('again@example.in');
      const { id } = await rowOf('again@example.in');
      await ageConfirmation(id, '9 minutes');
      expect(await subscriptionsRepository.requestConfirmation('again@example.in')).toBeUndefined();
      await ageConfirmation(id, '11 minutes');
      const second = await subscriptionsRepository.requestConfirmation('again@example.in');
      expect(second).toEqual(expect.any(String));
      expect(second).not.toBe(first);
      expect(await subscriptionsRepository.confirm(first!)).toBe(false);
      expect(await mailsTo(id)).toHaveLength(2);
    });

    it('unsubscribes by the link, after which the old confirmation link is dead and subscribing asks again', async () => {
      const token = (await subscriptionsRepository.requestConfirmation('leave@example.in'))!;
      await subscriptionsRepository.confirm(token);
      const { unsubscribeToken } = await rowOf('leave@example.in');
      expect(await subscriptionsRepository.unsubscribe('y'.repeat(32))).toBe(false);
      expect(await subscriptionsRepository.unsubscribe(unsubscribeToken)).toBe(true);
      expect(await subscriptionsRepository.unsubscribe(unsubscribeToken)).toBe(true);
      expect((await rowOf('leave@example.in')).status).toBe('unsubscribed');
      expect(await subscriptionsRepository.confirm(token)).toBe(false);
      const fresh = await subscriptionsRepository.requestConfirmation('leave@example.in');
      expect(await rowOf('leave@example.in')).toMatchObject({ status: 'pending', confirmationToken: fresh });
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
