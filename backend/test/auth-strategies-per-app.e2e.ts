import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import passport from 'passport';
import { PASSPORT_REQUEST_PROPERTIES } from '../src/auth/strategies/passport-request-shape.js';
import { startFakeGoogle, type FakeGoogle } from './support/fake-google.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const LIVE_PAYMENTS = {
  RAZORPAY_KEY_ID: 'rzp_live_signin',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'whsec',
};
const SHOP_A = 'shop-a.apps.googleusercontent.com';
const SHOP_B = 'shop-b.apps.googleusercontent.com';

/** The names in passport's process-wide registry (private to passport; read to prove nothing is left behind). */
const registeredStrategies = (): string[] =>
  Object.keys((passport as unknown as { _strategies: Record<string, unknown> })._strategies);

/**
 * Passport keeps one strategy registry per process. Two shops open at once in one process, trusting
 * the same Google keys under different client ids, must each verify with their own strategies.
 */
describe('two apps in one process, each with its own Google client id', () => {
  let google: FakeGoogle;
  let shopA: TestApp;
  let shopB: TestApp;
  let before: string[];

  beforeAll(async () => {
    before = registeredStrategies();
    google = await startFakeGoogle();
    const start = (clientId: string) =>
      startTestApp({ env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: google.jwksUrl, ...LIVE_PAYMENTS } });
    [shopA, shopB] = await Promise.all([start(SHOP_A), start(SHOP_B)]);
  });
  afterAll(async () => {
    await Promise.all([shopA?.close(), shopB?.close()]);
    await google.close();
  });

  const signIn = (shop: TestApp, audience: string, sub: string) =>
    google
      .sign({ claims: { aud: audience, sub, email: `${sub}@example.in` } })
      .then((credential) => shop.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } }));
  const profile = (shop: TestApp, token: string) =>
    shop.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });

  it('builds every request with the properties passport writes, so signing in never reshapes one', () => {
    const fastify = shopA.app.getHttpAdapter().getInstance();
    expect(PASSPORT_REQUEST_PROPERTIES.filter((property) => !fastify.hasRequestDecorator(property))).toEqual([]);
  });

  it('each accepts a token minted for its own client id and refuses the other’s', async () => {
    const answers = {
      aForA: (await signIn(shopA, SHOP_A, 'a-for-a')).statusCode,
      bForB: (await signIn(shopB, SHOP_B, 'b-for-b')).statusCode,
      aForB: (await signIn(shopA, SHOP_B, 'a-for-b')).statusCode,
      bForA: (await signIn(shopB, SHOP_A, 'b-for-a')).statusCode,
    };
    expect(answers).toEqual({ aForA: 200, bForB: 200, aForB: 401, bForA: 401 });
  });

  it('resolves sessions only in the app that issued them', async () => {
    const { token } = (await signIn(shopA, SHOP_A, 'session-owner')).json();
    expect((await profile(shopA, token)).statusCode).toBe(200);
    expect((await profile(shopB, token)).statusCode).toBe(401);
  });

  it('registers two strategies per app under names of its own, and takes them out when the app closes', async () => {
    const added = registeredStrategies().filter((name) => !before.includes(name));
    expect(added).toHaveLength(4);
    expect(new Set(added.map((name) => name.split(':')[1])).size).toBe(2);

    const shopC = await startTestApp({
      env: { GOOGLE_CLIENT_ID: SHOP_A, GOOGLE_JWKS_URL: google.jwksUrl, ...LIVE_PAYMENTS },
    });
    expect(registeredStrategies()).toHaveLength(before.length + 6);
    await shopC.close();
    expect(registeredStrategies()).toHaveLength(before.length + 4);
    // Closing a third app left both shops' strategies in place.
    expect((await signIn(shopB, SHOP_B, 'after-close')).statusCode).toBe(200);
  });
});
