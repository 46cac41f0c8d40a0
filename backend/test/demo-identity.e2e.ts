import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLocalJWKSet, decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { DEMO_CLIENT_ID, DEMO_ISSUER } from '../src/auth/demo-identity/demo-identity.js';
import { claimsOf } from './support/fake-google.js';
import { LIVE_SELLER_ENV, startTestApp, type TestApp } from './support/test-app.js';

describe('Demo identity (no Google client id, outside production)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  const credentialFor = (payload: unknown) =>
    test.app.inject({ method: 'POST', url: '/api/auth/demo/credential', payload: payload as Record<string, unknown> });

  it('issues a Google-shaped ID token that signs in through POST /api/auth/google', async () => {
    const issued = await credentialFor({ name: ' Kavya Iyer ', email: 'Kavya.Iyer@Example.in' });
    expect(issued.statusCode).toBe(200);
    const { credential } = issued.json();
    const claims = claimsOf(credential);
    expect(claims).toMatchObject({
      iss: DEMO_ISSUER,
      aud: DEMO_CLIENT_ID,
      email: 'kavya.iyer@example.in',
      email_verified: true,
      name: 'Kavya Iyer',
    });
    expect(Number(claims['exp']) - Number(claims['iat'])).toBe(3600);
    expect(decodeProtectedHeader(credential).alg).toBe('RS256');

    const signedIn = await test.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      name: 'Kavya Iyer',
      username: 'kavya.iyer',
      email: 'kavya.iyer@example.in',
    });
    const profile = await test.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(profile.json()).toEqual({
      user: { name: 'Kavya Iyer', username: 'kavya.iyer', email: 'kavya.iyer@example.in' },
      merchant: false,
    });
  });

  it('derives a stable sub from the e-mail, so the same person is the same user', async () => {
    const first = claimsOf((await credentialFor({ name: 'Rohan', email: 'rohan@example.in' })).json().credential);
    const second = claimsOf((await credentialFor({ name: 'Rohan K', email: ' ROHAN@example.in' })).json().credential);
    const other = claimsOf((await credentialFor({ name: 'Rohan', email: 'rohan2@example.in' })).json().credential);
    expect(second['sub']).toBe(first['sub']);
    expect(other['sub']).not.toBe(first['sub']);
  });

  it('publishes the public key its tokens verify against', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/auth/demo/jwks' });
    expect(response.statusCode).toBe(200);
    const jwks = response.json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { credential } = (await credentialFor({ name: 'Meera', email: 'meera@example.in' })).json();
    const { payload } = await jwtVerify(credential, createLocalJWKSet(jwks), {
      issuer: DEMO_ISSUER,
      audience: DEMO_CLIENT_ID,
    });
    expect(payload.email).toBe('meera@example.in');
  });

  it('refuses a demo-issuer token signed with any other key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const { kid } = (await test.app.inject({ method: 'GET', url: '/api/auth/demo/jwks' })).json().keys[0];
    const forged = await new SignJWT({ email: 'forged@example.in', email_verified: true, name: 'Forged' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(DEMO_ISSUER)
      .setAudience(DEMO_CLIENT_ID)
      .setSubject('demo-forged')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential: forged },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Authentication failed. Please try again.',
      code: 'UNAUTHENTICATED',
    });
  });

  it('answers a missing name, a malformed e-mail and unknown fields with 400', async () => {
    const noName = await credentialFor({ name: ' ', email: 'a@example.in' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'name: Enter your name.',
    });
    const badEmail = await credentialFor({ name: 'A', email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'email: Enter a valid e-mail address, like name@example.com.',
    });
    const extra = await credentialFor({ name: 'A', email: 'a@example.in', sub: 'admin' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Unknown field: sub.' });
  });

  it('tells the storefront it runs in demo mode', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      mode: 'demo',
      googleClientId: null,
      razorpayKeyId: null,
      paymentProvider: 'simulated',
      testPayments: false,
    });
  });
});

describe('Production', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({
      env: {
        NODE_ENV: 'production',
        GOOGLE_CLIENT_ID: 'prod-client.apps.googleusercontent.com',
        GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs',
        RAZORPAY_KEY_ID: 'rzp_test_abc123',
        RAZORPAY_KEY_SECRET: 'test-secret',
        RAZORPAY_WEBHOOK_SECRET: 'test-webhook-secret',
        // A staging shop: production with Razorpay test keys, which every page labels.
        RAZORPAY_ALLOW_TEST_KEYS: 'true',
        ...LIVE_SELLER_ENV,
      },
    });
  });
  afterAll(async () => {
    await test.close();
  });

  it('has no demo identity routes (404)', async () => {
    const credential = await test.app.inject({
      method: 'POST',
      url: '/api/auth/demo/credential',
      payload: { name: 'A', email: 'a@example.in' },
    });
    expect(credential.statusCode).toBe(404);
    expect(credential.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is nothing at this address.',
      code: 'NOT_FOUND',
    });
    const jwks = await test.app.inject({ method: 'GET', url: '/api/auth/demo/jwks' });
    expect(jwks.statusCode).toBe(404);
  });

  it('tells the storefront it runs live with Razorpay test keys (a staging shop)', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      mode: 'live',
      googleClientId: 'prod-client.apps.googleusercontent.com',
      razorpayKeyId: 'rzp_test_abc123',
      paymentProvider: 'razorpay',
      testPayments: true,
    });
  });

  it('describes no demo-only endpoint in its OpenAPI document', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(document.paths)).not.toContain('/api/auth/demo/credential');
    expect(Object.keys(document.paths)).not.toContain('/api/auth/demo/jwks');
    expect(Object.keys(document.paths)).not.toContain('/api/payments/simulate');
  });
});
