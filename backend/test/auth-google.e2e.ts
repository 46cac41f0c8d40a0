import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { hashSessionToken } from '../src/auth/sessions.service.js';
import { sessions, users } from '../src/database/schema.js';
import { claimsOf, startFakeGoogle, tamperedToken, unsignedToken, type FakeGoogle } from './support/fake-google.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Live sign-in runs only beside live payments (no Razorpay call is made here). */
const LIVE_PAYMENTS = {
  RAZORPAY_KEY_ID: 'rzp_live_signin',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'whsec',
};

const REFUSED = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Authentication failed. Please try again.',
  code: 'UNAUTHENTICATED',
};
const SIGN_IN_PLEASE = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Please sign in to continue.',
  code: 'UNAUTHENTICATED',
};
const SESSION_ENDED = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Your session has ended. Please sign in again.',
  code: 'UNAUTHENTICATED',
};

describe('Sign-in with a Google ID token (JWKS served on loopback)', () => {
  let google: FakeGoogle;
  let test: TestApp;
  let logs = '';

  beforeAll(async () => {
    google = await startFakeGoogle();
    test = await startTestApp({
      env: {
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_JWKS_URL: google.jwksUrl,
        LOG_LEVEL: 'info',
        ...LIVE_PAYMENTS,
      },
      logStream: { write: (line) => void (logs += line) },
    });
  });
  afterAll(async () => {
    await test.close();
    await google.close();
  });

  const signIn = (payload: unknown) =>
    test.app.inject({ method: 'POST', url: '/api/auth/google', payload: payload as Record<string, unknown> });
  const profile = (token?: string, header = token ? `Bearer ${token}` : undefined) =>
    test.app.inject({ method: 'GET', url: '/api/auth/profile', headers: header ? { authorization: header } : {} });
  const logout = (header?: string) =>
    test.app.inject({ method: 'POST', url: '/api/auth/logout', headers: header ? { authorization: header } : {} });
  const userCount = async () =>
    (await test.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0;
  const person = (n: string) => ({ sub: `sub-${n}`, email: `${n}@example.in`, name: `Person ${n}` });

  it('signs in with a valid token: the user (upserted by sub) and a session token', async () => {
    const response = await signIn({ credential: await google.sign() });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      user: {
        id: expect.any(String),
        name: 'Priya Sharma',
        username: 'priya.sharma',
        email: 'priya.sharma@example.in',
        picture: 'https://lh3.googleusercontent.com/a/priya',
      },
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(google.jwksRequests()).toBeGreaterThanOrEqual(1);
  });

  it('updates the same user (by sub) on a later sign-in with a new name and e-mail', async () => {
    const claims = person('upsert');
    const first = (await signIn({ credential: await google.sign({ claims }) })).json();
    const second = (
      await signIn({
        credential: await google.sign({
          claims: { ...claims, name: 'Renamed', email: 'new@example.in', picture: undefined },
        }),
      })
    ).json();
    expect(second.user).toEqual({
      id: first.user.id,
      name: 'Renamed',
      username: 'new',
      email: 'new@example.in',
      picture: null,
    });
    expect(second.token).not.toBe(first.token);
  });

  it('accepts a token that expired within the 30 s clock skew', async () => {
    const response = await signIn({ credential: await google.sign({ claims: person('skew'), expiresIn: -10 }) });
    expect(response.statusCode).toBe(200);
  });

  it('exchanges one credential for one session: the same token sent again is refused until it expires', async () => {
    const credential = await google.sign({ claims: person('replay') });
    const first = await signIn({ credential });
    expect(first.statusCode).toBe(200);
    const logsBefore = logs.length;
    const again = await signIn({ credential });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(REFUSED);
    expect(logs.slice(logsBefore)).toMatch(/already exchanged/);
    expect((await signIn({ credential: await google.sign({ claims: person('replay') }) })).statusCode).toBe(200);
  });

  it('refuses the same credential sent twice at once: exactly one session', async () => {
    const credential = await google.sign({ claims: person('race') });
    const answers = await Promise.all([0, 1, 2, 3].map(() => signIn({ credential })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401, 401]);
  });

  describe('refuses every token that fails a check, with one message, and signs no one in', () => {
    const cases: [string, (google: FakeGoogle) => Promise<string>, RegExp][] = [
      [
        'wrong audience',
        (g) => g.sign({ claims: { ...person('aud'), aud: 'someone-else.apps.googleusercontent.com' } }),
        /claim aud/,
      ],
      ['wrong issuer', (g) => g.sign({ claims: { ...person('iss'), iss: 'https://evil.example' } }), /claim iss/],
      [
        'the demo issuer outside demo mode',
        (g) => g.sign({ claims: { ...person('demo'), iss: 'https://demo-identity.local' } }),
        /claim iss/,
      ],
      ['expired', (g) => g.sign({ claims: person('exp'), expiresIn: -120 }), /expired/],
      ['signed by another key', (g) => g.sign({ claims: person('key'), foreignKey: true }), /signature/],
      [
        'alg: none',
        async (g) => unsignedToken(claimsOf(await g.sign({ claims: person('none') }))),
        /alg|Unsupported|JWSInvalid|not allowed/i,
      ],
      [
        'HS256 with a guessable secret',
        async (g) =>
          new SignJWT(claimsOf(await g.sign({ claims: person('hs') })))
            .setProtectedHeader({ alg: 'HS256', kid: 'fake-google-key' })
            .sign(new TextEncoder().encode('secret')),
        /alg/i,
      ],
      [
        'a tampered payload',
        async (g) =>
          tamperedToken(await g.sign({ claims: person('tamper') }), (claims) => ({
            ...claims,
            email: 'admin@example.in',
          })),
        /signature/,
      ],
      [
        'an unverified e-mail',
        (g) => g.sign({ claims: { ...person('unverified'), email_verified: false } }),
        /email not verified/,
      ],
      [
        'no email_verified claim',
        (g) => g.sign({ claims: { ...person('noverified'), email_verified: undefined } }),
        /email not verified/,
      ],
      ['garbage', async () => 'not-a-jwt-at-all', /JWSInvalid|Invalid Compact/i],
      [
        'an audience list naming other parties beside this shop',
        (g) => g.sign({ claims: { ...person('auds'), aud: [g.clientId, 'other.apps.googleusercontent.com'] } }),
        /other audiences/,
      ],
      [
        'issued in the future beyond the clock skew',
        (g) => g.sign({ claims: { ...person('iat'), iat: Math.floor(Date.now() / 1000) + 600 } }),
        /iat is in the future/,
      ],
    ];

    it.each(cases)('%s', async (_name, makeToken, loggedReason) => {
      const before = await userCount();
      const logsBefore = logs.length;
      const credential = await makeToken(google);
      const response = await signIn({ credential });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(REFUSED);
      expect(await userCount()).toBe(before);
      const logged = logs.slice(logsBefore);
      expect(logged).toMatch(loggedReason);
      expect(logged).not.toContain(credential);
    });
  });

  it('refuses tokens naming their own keys (a `jku` address or an embedded `jwk`) and never fetches them', async () => {
    let attackerFetches = 0;
    const attacker = await generateKeyPair('RS256');
    const attackerJwk = { ...(await exportJWK(attacker.publicKey)), kid: 'fake-google-key', alg: 'RS256' };
    const attackerJwks = createServer((_request, response) => {
      attackerFetches += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [attackerJwk] }));
    });
    await new Promise<void>((resolve) => attackerJwks.listen(0, '127.0.0.1', resolve));
    const jku = `http://127.0.0.1:${(attackerJwks.address() as AddressInfo).port}/certs`;
    try {
      const claims = claimsOf(await google.sign({ claims: person('self-keyed') }));
      for (const header of [
        { alg: 'RS256', kid: 'fake-google-key', jku },
        { alg: 'RS256', kid: 'fake-google-key', jwk: attackerJwk },
      ]) {
        const before = await userCount();
        const credential = await new SignJWT(claims).setProtectedHeader(header).sign(attacker.privateKey);
        const response = await signIn({ credential });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(REFUSED);
        expect(await userCount()).toBe(before);
      }
      expect(attackerFetches).toBe(0);
    } finally {
      attackerJwks.close();
    }
  });

  it('answers a missing credential with 400 and the contract message', async () => {
    const response = await signIn({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'A Google credential is required.',
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'credential', message: 'A Google credential is required.' }],
    });
  });

  it('answers an empty body, a non-string credential and unknown fields with 400', async () => {
    const empty = await test.app.inject({ method: 'POST', url: '/api/auth/google' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'A Google credential is required.' });
    const numeric = await signIn({ credential: 42 });
    expect(numeric.statusCode).toBe(400);
    expect(numeric.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'A Google credential is required.' });
    const extra = await signIn({ credential: 'x', admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Unknown field: admin.',
      issues: [{ path: '', message: 'Unknown field: admin.' }],
    });
  });

  describe('sessions', () => {
    it('lives from sign-in to logout: profile, logout, then profile is 401', async () => {
      const { token } = (
        await signIn({
          credential: await google.sign({
            claims: { ...person('life'), name: 'Arjun Mehta', email: 'arjun.mehta@example.in' },
          }),
        })
      ).json();
      const before = await profile(token);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({
        user: { name: 'Arjun Mehta', username: 'arjun.mehta', email: 'arjun.mehta@example.in' },
        merchant: false,
      });

      const out = await logout(`Bearer ${token}`);
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true });

      const after = await profile(token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(SESSION_ENDED);
    });

    it("keeps a second device's session when the first one signs out", async () => {
      const claims = person('two-devices');
      const phone = (await signIn({ credential: await google.sign({ claims }) })).json().token;
      const laptop = (await signIn({ credential: await google.sign({ claims }) })).json().token;
      await logout(`Bearer ${phone}`);
      expect((await profile(phone)).statusCode).toBe(401);
      const still = await profile(laptop);
      expect(still.statusCode).toBe(200);
      expect(still.json().user.email).toBe('two-devices@example.in');
    });

    it('refuses an expired session', async () => {
      const { token } = (await signIn({ credential: await google.sign({ claims: person('expired-session') }) })).json();
      await test.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, hashSessionToken(token)));
      const response = await profile(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_ENDED);
    });

    it('refuses a missing or malformed Authorization header and an unknown token', async () => {
      for (const header of [undefined, 'Bearer', 'Basic dXNlcjpwYXNz', 'Bearer a b', 'token-without-scheme']) {
        const response = await profile(undefined, header);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(SIGN_IN_PLEASE);
      }
      for (const token of ['A'.repeat(43), 'short', "' or 1=1 --"]) {
        const response = await profile(undefined, `Bearer ${token}`);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(token.includes(' ') ? SIGN_IN_PLEASE : SESSION_ENDED);
      }
    });

    it('answers logout with success without a token, with an unknown token and a second time', async () => {
      expect((await logout()).json()).toEqual({ success: true });
      expect((await logout('Bearer not-a-session')).json()).toEqual({ success: true });
      const { token } = (await signIn({ credential: await google.sign({ claims: person('twice') }) })).json();
      expect((await logout(`Bearer ${token}`)).json()).toEqual({ success: true });
      const again = await logout(`Bearer ${token}`);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ success: true });
    });

    it('stores only a hash of the session token', async () => {
      const { token } = (await signIn({ credential: await google.sign({ claims: person('hash') }) })).json();
      const rows = await test.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
      expect(rows.some((row) => row.tokenHash === hashSessionToken(token))).toBe(true);
      expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    });
  });

  it('logs requests with their id and never a token or credential', async () => {
    const credential = await google.sign({ claims: person('logs') });
    const signedIn = await signIn({ credential });
    const { token } = signedIn.json();
    await profile(token);
    expect(signedIn.headers['x-request-id']).toEqual(expect.any(String));
    expect(logs).toContain(`"reqId":"${signedIn.headers['x-request-id']}"`);
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(credential);
  });

  it('tells the storefront it runs live with this client id', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      mode: 'live',
      googleClientId: google.clientId,
      razorpayKeyId: 'rzp_live_signin',
      paymentProvider: 'razorpay',
      testPayments: false,
    });
  });

  it('serves no demo identity routes outside demo mode', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/demo/credential'],
      ['GET', '/api/auth/demo/jwks'],
    ] as const) {
      const response = await test.app.inject({
        method,
        url,
        payload: method === 'POST' ? { name: 'A', email: 'a@example.in' } : undefined,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });
});

describe('Sign-in while Google’s keys cannot be fetched', () => {
  const UNAVAILABLE = {
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'Google sign-in is unavailable. Please try again in a few minutes.',
    code: 'SERVICE_UNAVAILABLE',
  };

  it('answers 503 "Google sign-in is unavailable", not 401, when the key set is unreachable or broken', async () => {
    const google = await startFakeGoogle();
    const broken = createServer((_request, response) => void response.writeHead(500).end('down'));
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    try {
      for (const jwksUrl of [
        `http://127.0.0.1:${closedPort}/oauth2/v3/certs`,
        `http://127.0.0.1:${(broken.address() as AddressInfo).port}/oauth2/v3/certs`,
      ]) {
        const test = await startTestApp({
          env: {
            GOOGLE_CLIENT_ID: google.clientId,
            GOOGLE_JWKS_URL: jwksUrl,
            ...LIVE_PAYMENTS,
          },
        });
        try {
          const response = await test.app.inject({
            method: 'POST',
            url: '/api/auth/google',
            payload: { credential: await google.sign() },
          });
          expect({ jwksUrl, status: response.statusCode }).toEqual({ jwksUrl, status: 503 });
          expect(response.json()).toEqual(UNAVAILABLE);
          expect(response.headers['retry-after']).toBeDefined();
        } finally {
          await test.close();
        }
      }
    } finally {
      broken.close();
      await google.close();
    }
  });
});
