import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { hashSessionToken, SessionCache, sessionCacheFor, SessionsService } from '../src/auth/sessions.service.js';
import type { AuthenticatedUser } from '../src/common/current-user.decorator.js';
import type { Database } from '../src/database/database.js';
import { sessions } from '../src/database/schema.js';
import { describeOnPostgres, openTestDatabase, startTestApp, testConfig, type TestApp } from './support/test-app.js';
import { createSignedInUser } from './support/users.js';

const user = (n: number): AuthenticatedUser => ({
  sessionId: `s${n}`,
  id: `u${n}`,
  email: `u${n}@example.in`,
  name: `User ${n}`,
});

describe('SessionCache', () => {
  it('answers an entry until its TTL, then asks again', () => {
    let now = 1_000;
    const cache = new SessionCache(100, 10, () => now);
    cache.set('h1', user(1), new Date(1_000_000), cache.mark());
    expect(cache.get('h1')).toEqual(user(1));
    now += 99;
    expect(cache.get('h1')).toEqual(user(1));
    now += 1;
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('refuses a session past its own expiry on every hit, even within the TTL, and never stores an expired one', () => {
    let now = 1_000;
    const cache = new SessionCache(60_000, 10, () => now);
    cache.set('h1', user(1), new Date(1_050), cache.mark());
    expect(cache.get('h1')).toEqual(user(1));
    now = 1_050;
    expect(cache.get('h1')).toBeUndefined();
    cache.set('h2', user(2), new Date(1_000), cache.mark());
    expect(cache.get('h2')).toBeUndefined();
  });

  it('is bounded: the oldest entries make room', () => {
    const cache = new SessionCache(60_000, 3);
    for (let i = 0; i < 10; i++) cache.set(`h${i}`, user(i), new Date(Date.now() + 3_600_000), cache.mark());
    expect(cache.size).toBe(3);
    expect(cache.get('h6')).toBeUndefined();
    expect([7, 8, 9].map((i) => cache.get(`h${i}`)?.id)).toEqual(['u7', 'u8', 'u9']);
  });

  it('forgets a revoked session and does not store a lookup that raced with the revocation', () => {
    const cache = new SessionCache();
    const later = new Date(Date.now() + 3_600_000);
    cache.set('h1', user(1), later, cache.mark());
    cache.set('h2', user(2), later, cache.mark());
    const inFlight = cache.mark();
    cache.revoke('s1');
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toEqual(user(2));
    cache.set('h1', user(1), later, inFlight);
    expect(cache.get('h1')).toBeUndefined();
  });
});

describe('Session cache [PGlite]', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const profile = (token: string) =>
    test.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });

  it('answers a repeated lookup from memory', async () => {
    const { token, id } = await createSignedInUser(test.app, test.database);
    const service = test.app.get(SessionsService);
    const select = jest.spyOn(test.database.db, 'select');
    expect(await service.resolve(token)).toMatchObject({ id });
    expect(await service.resolve(token)).toMatchObject({ id });
    expect((await profile(token)).statusCode).toBe(200);
    expect(select).toHaveBeenCalledTimes(1);
  });

  it('refuses a cached session at once after logout', async () => {
    const { token } = await createSignedInUser(test.app, test.database);
    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(200);
    const out = await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.json()).toEqual({ success: true });
    expect((await profile(token)).statusCode).toBe(401);
    expect(await test.app.get(SessionsService).resolve(token)).toBeNull();
  });

  it('refuses a cached session once it has expired', async () => {
    const { token } = await createSignedInUser(test.app, test.database);
    const service = test.app.get(SessionsService);
    const resolved = await service.resolve(token);
    expect(resolved).not.toBeNull();
    const [row] = await test.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    // Only the clock moves (the cache's TTL is far from over): the expiry is checked on the hit itself.
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    jest.setSystemTime(row!.expiresAt.getTime() + 1);
    expect(await service.resolve(token)).toBeNull();
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('is one cache per database, shared by every service over it', async () => {
    const other = new SessionsService(test.database, testConfig());
    const { token } = await createSignedInUser(test.app, test.database);
    const resolved = await test.app.get(SessionsService).resolve(token);
    await other.revoke(resolved!.sessionId);
    expect(await test.app.get(SessionsService).resolve(token)).toBeNull();
    expect(sessionCacheFor(test.database)).toBeDefined();
  });
});

describeOnPostgres('Session cache', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await database.close();
  });

  it('is off: a session revoked by another replica (straight in the database) is refused at once', async () => {
    expect(sessionCacheFor(database)).toBeUndefined();
    const service = new SessionsService(database, testConfig());
    const { users } = await import('../src/database/schema.js');
    const [row] = await database.db
      .insert(users)
      .values({ googleSub: `pg-${Date.now()}`, email: 'pg@example.in', name: 'PG' })
      .returning({ id: users.id });
    const token = await service.issue(row!.id);
    expect(await service.resolve(token)).toMatchObject({ id: row!.id });
    await database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(await service.resolve(token)).toBeNull();
  });
});
