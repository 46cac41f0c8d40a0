import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AdminVitalsSchema, VITALS_RETENTION_DAYS, type AdminVitals } from '@profit/contract';
import { sql } from 'drizzle-orm';
import { describeOnPostgres, startTestApp, type DatabaseKind, type TestApp } from './support/test-app.js';
import { createSignedInUser, type TestUser } from './support/users.js';

const OWNER = 'owner@shop.example';
const PAGE = '/products/instagram-growth-playbook';

function vitalsSuite(kind: DatabaseKind) {
  let test: TestApp;
  let owner: TestUser;
  let shopper: TestUser;

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: '/api/vitals', payload: payload as object, headers });
  const beacon = (page: string, device: 'phone' | 'computer', lcp: number, inp?: number) => ({
    page,
    device,
    vitals: [{ name: 'LCP', value: lcp }, ...(inp === undefined ? [] : [{ name: 'INP', value: inp }])],
  });
  const count = async (page?: string) => {
    const result = await test.database.db.execute(
      page === undefined
        ? sql`select count(*)::int as n from web_vitals`
        : sql`select count(*)::int as n from web_vitals where page = ${page}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  const percentiles = async (): Promise<AdminVitals> => {
    const answer = await test.app.inject({ method: 'GET', url: '/api/admin/vitals', headers: owner.headers });
    expect(answer.statusCode).toBe(200);
    return AdminVitalsSchema.parse(answer.json());
  };

  beforeAll(async () => {
    test = await startTestApp({ database: kind, env: { ADMIN_EMAILS: OWNER, RATE_LIMIT_VITALS_MAX: '1000' } });
    owner = await createSignedInUser(test.app, test.database, 'Meera Shah', OWNER);
    shopper = await createSignedInUser(test.app, test.database);
  });
  afterAll(async () => {
    await test.close();
  });

  it('keeps a visit’s figures and serves their 75th percentile per page and device class over 1, 7 and 28 days', async () => {
    // Four phone visits of the product page: LCP 1000, 2000, 3000, 4000 → p75 3250 (interpolated).
    for (const lcp of [1000, 2000, 3000, 4000])
      expect((await send(beacon(PAGE, 'phone', lcp, lcp / 10))).statusCode).toBe(202);
    expect((await send(beacon('/', 'computer', 900))).statusCode).toBe(202);
    // A visit of 10 days ago counts in the 28-day period only: 900 and 5000 → p75 3975.
    await send(beacon('/', 'computer', 5000));
    await test.database.db.execute(
      sql`update web_vitals set created_at = now() - interval '10 days' where lcp = 5000 and page = '/'`,
    );

    const { periods } = await percentiles();
    expect(periods.map((period) => period.days)).toEqual([1, 7, 28]);
    const [day, , month] = periods;
    expect(day!.rows).toEqual([
      { page: PAGE, device: 'phone', visits: 4, p75: { LCP: 3250, INP: 325, CLS: null, TTFB: null } },
      { page: '/', device: 'computer', visits: 1, p75: { LCP: 900, INP: null, CLS: null, TTFB: null } },
    ]);
    expect(month!.rows.find((row) => row.page === '/')).toMatchObject({ visits: 2, p75: { LCP: 3975 } });
  });

  it('deletes beacons older than the longest period as new ones arrive', async () => {
    await send(beacon('/about', 'phone', 1234));
    await test.database.db.execute(
      sql`update web_vitals set created_at = now() - make_interval(days => ${VITALS_RETENTION_DAYS + 1}) where page = '/about'`,
    );
    await send(beacon('/pricing', 'phone', 1500));
    expect(await count('/about')).toBe(0);
    expect(await count('/pricing')).toBe(1);
  });

  it.each([
    ['a query carrying personal data', { ...beacon(PAGE, 'phone', 1000), page: '/signin?email=asha@example.in' }],
    ['a field beyond page, device and figures', { ...beacon(PAGE, 'phone', 1000), userId: 'u-1' }],
    ['a figure no visit reaches', beacon(PAGE, 'phone', 10_000_000)],
    ['no figures', { page: PAGE, device: 'phone', vitals: [] }],
  ])('refuses %s with 400 and stores nothing', async (_case, payload) => {
    const before = await count();
    const answer = await send(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await count()).toBe(before);
  });

  it('serves the percentiles to merchants only', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/admin/vitals' })).statusCode).toBe(401);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/admin/vitals', headers: shopper.headers })).statusCode,
    ).toBe(403);
  });
}

function rateLimitSuite(kind: DatabaseKind) {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ database: kind, env: { RATE_LIMIT_VITALS_MAX: '3' } });
  });
  afterAll(async () => {
    await test.close();
  });

  it('limits beacons per network: the fourth within the window gets 429', async () => {
    const payload = { page: '/', device: 'phone', vitals: [{ name: 'TTFB', value: 120 }] };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await test.app.inject({ method: 'POST', url: '/api/vitals', payload })).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
}

describe('field data: web vitals (PGlite)', () => vitalsSuite('pglite'));
describeOnPostgres('field data: web vitals (PostgreSQL)', () => vitalsSuite('postgres'));
describe('field data: the beacons’ rate limit', () => rateLimitSuite('pglite'));
