import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ADMIN_ENDPOINTS,
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  DEMO_SHOP_OWNER,
  ENDPOINTS,
  ErrorBodySchema,
  ProfileResponseSchema,
} from '@profit/contract';
import { loadConfig } from '../src/config/app-config.js';
import { LIVE_SELLER_ENV, startTestApp, type TestApp } from './support/test-app.js';
import { createSignedInUser, type TestUser } from './support/users.js';

const MERCHANT = 'Owner@Shop.example';

/** A call of each admin route that a merchant may make: the path's placeholders filled, a valid body. */
function callOf(route: (typeof ADMIN_ENDPOINTS)[keyof typeof ADMIN_ENDPOINTS]) {
  const url = `/api${route.path.replace(':id', '00000000-0000-4000-8000-000000000000').replace(':n', '1')}`;
  const payload =
    route.method === 'POST'
      ? { idempotencyKey: randomUUID(), productIds: ['founder-metrics-dashboard'], reason: 'Asked within 30 days' }
      : undefined;
  return { method: route.method, url, ...(payload ? { payload } : {}) };
}

/** Every route the server serves, as `METHOD /path` with `:param` placeholders, read from Fastify's route tree. */
function servedRoutes(test: TestApp): string[] {
  const routes: string[] = [];
  const parents: { column: number; path: string }[] = [];
  const tree = test.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  for (const line of tree.split('\n')) {
    const column = line.indexOf('── ');
    const match = /^(\S+?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(column + 3).trim());
    if (column < 0 || !match) continue;
    while (parents.length > 0 && parents.at(-1)!.column >= column) parents.pop();
    const path = (parents.at(-1)?.path ?? '') + match[1]!;
    parents.push({ column, path });
    for (const method of match[2]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes.sort();
}

describe('the merchant role', () => {
  let test: TestApp;
  let shopper: TestUser;
  let merchant: TestUser;

  beforeAll(async () => {
    test = await startTestApp({ env: { ADMIN_EMAILS: `someone@else.example, ${MERCHANT}` } });
    shopper = await createSignedInUser(test.app, test.database, 'Asha Verma');
    merchant = await createSignedInUser(test.app, test.database, 'Meera Shah', MERCHANT.toLowerCase());
  });
  afterAll(async () => {
    await test.close();
  });

  it('serves under /api/admin exactly the routes of ADMIN_ENDPOINTS, and no shopper route there', () => {
    // Parameters compared by place, not name (the contract's `:n.pdf` is Fastify's `:file`).
    const shape = (route: string) => route.replace(/:[^/]+/g, ':');
    const declared = Object.values(ADMIN_ENDPOINTS)
      .map((route) => shape(`${route.method} /api${route.path}`))
      .sort();
    expect(
      servedRoutes(test)
        .filter((route) => route.includes(' /api/admin'))
        .map(shape)
        .sort(),
    ).toEqual(declared);
    expect(servedRoutes(test)).toContain('GET /api/orders/:id');
    for (const route of Object.values(ENDPOINTS)) expect(route.path.startsWith('/admin')).toBe(false);
  });

  it.each(Object.entries(ADMIN_ENDPOINTS))(
    '%s refuses a guest (401) and a shopper (403), and lets a merchant in',
    async (_key, route) => {
      const guest = await test.app.inject(callOf(route));
      expect(guest.statusCode).toBe(401);
      expect(ErrorBodySchema.parse(guest.json())).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: AUTH_MESSAGES.signInRequired,
      });
      const refused = await test.app.inject({ ...callOf(route), headers: shopper.headers });
      expect(refused.statusCode).toBe(403);
      expect(ErrorBodySchema.parse(refused.json())).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        code: 'FORBIDDEN',
        message: ADMIN_MESSAGES.merchantsOnly,
      });
      const allowed = await test.app.inject({ ...callOf(route), headers: merchant.headers });
      expect([401, 403]).not.toContain(allowed.statusCode);
      expect(allowed.statusCode).toBeLessThan(500);
    },
  );

  it('says in the profile who is a merchant, the address compared without case', async () => {
    const of = async (user: TestUser) =>
      ProfileResponseSchema.parse(
        (await test.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers })).json(),
      ).merchant;
    expect(await of(merchant)).toBe(true);
    expect(await of(shopper)).toBe(false);
  });

  it('limits each merchant to RATE_LIMIT_ADMIN_MAX requests per window', async () => {
    const limited = await startTestApp({ env: { ADMIN_EMAILS: MERCHANT, RATE_LIMIT_ADMIN_MAX: '2' } });
    try {
      const owner = await createSignedInUser(limited.app, limited.database, 'Meera Shah', MERCHANT.toLowerCase());
      const list = () => limited.app.inject({ method: 'GET', url: '/api/admin/orders', headers: owner.headers });
      expect((await list()).statusCode).toBe(200);
      expect((await list()).statusCode).toBe(200);
      const third = await list();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('ADMIN_EMAILS', () => {
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  it('defaults to the demo shop owner in demo mode, and to no one on a live shop', () => {
    expect([...loadConfig(base).merchantEmails]).toEqual([DEMO_SHOP_OWNER.email]);
    const live = loadConfig({
      ...base,
      GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com',
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
      ...LIVE_SELLER_ENV,
    });
    expect(live.merchantEmails.size).toBe(0);
  });
  it('refuses an entry that is not an e-mail address', () => {
    expect(() => loadConfig({ ...base, ADMIN_EMAILS: 'owner@shop.example, not-an-address' })).toThrow(
      /ADMIN_EMAILS: must be comma-separated e-mail addresses; not an address: not-an-address/,
    );
  });
});
