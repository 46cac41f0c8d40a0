import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ENDPOINTS, ErrorBodySchema } from '@profit/contract';
import fc from 'fast-check';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createSignedInUser, type TestUser } from './support/users.js';

/** Generated requests per endpoint (signed out and signed in mixed). */
const RUNS = 500;
/** What never appears in an answer: stack frames, SQL, driver and framework internals. */
const INTERNALS =
  /\bat \S+ \(|node_modules|\binsert into\b|\bselect .* from\b|DrizzleQueryError|FST_ERR|PGlite|syntax error/i;

const FIELD_NAMES = [
  'email',
  'credential',
  'name',
  'amount',
  'currency',
  'products',
  'customer',
  'productId',
  'price',
  'quantity',
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
  'outcome',
  'event',
  'payload',
  '__proto__',
  'constructor',
];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom('\u0000', 'order_\u0000', '\u202e', '\ud800', '\ufeff', 'a\r\nb', "' or 1=1 --", '%00', '{{7*7}}'),
  fc.integer({ min: 1000, max: 70_000 }).map((length) => 'x'.repeat(length)),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, -49_900, 0.5, 499.99, Number.MAX_SAFE_INTEGER + 2, 1e308, -0),
);

const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Objects whose keys are the API's own field names (so validation, not just parsing, is exercised). */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string()), tie('value'), { maxKeys: 6 }),
})).value;

/** Nesting deeper than any parser recursion budget a handler should rely on. */
const deepNesting = fc.integer({ min: 100, max: 5_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);

interface HostileRequest {
  signedIn: boolean;
  contentType: string | undefined;
  body: string | Buffer | undefined;
}

const hostileRequest: fc.Arbitrary<HostileRequest> = fc.record({
  signedIn: fc.boolean(),
  contentType: fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    fc.constantFrom(
      undefined,
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ),
  ),
  body: fc.oneof(
    { weight: 6, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    deepNesting,
    fc.constantFrom('{"email":', '{"a":1}}', '', 'null', '[]', '"string"', '{"email":"a@b.in",}'),
    fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    fc.constant(undefined),
  ),
});

const hostileParam = fc.oneof(
  hostileString.filter((value) => value.length < 300),
  fc.constantFrom('%FF', '..%2F..%2Fetc%2Fpasswd', '%00'),
);

describe('hostile input on every endpoint (fast-check)', () => {
  let test: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    test = await startTestApp({
      env: { RATE_LIMIT_CHECKOUT_MAX: '1000000', CORS_ORIGINS: 'https://shop.example.in' },
    });
    user = await createSignedInUser(test.app, test.database);
  });
  afterAll(async () => {
    await test.close();
  });

  const endpoints = Object.entries(ENDPOINTS).map(([key, endpoint]) => ({ key, ...endpoint }));

  it.each(endpoints)('$method $path: never a 5xx, always the error shape, nothing internal', async (endpoint) => {
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(hostileRequest, hostileParam, async (request, param) => {
        const url = `/api${endpoint.path.replace(/:(\w+)/g, () => encodeURIComponent(param))}`;
        const headers: Record<string, string> = {};
        if (request.contentType && request.body !== undefined) headers['content-type'] = request.contentType;
        if (request.signedIn) headers['authorization'] = `Bearer ${user.token}`;
        const response = await test.app.inject({
          method: endpoint.method,
          url,
          headers,
          remoteAddress: `10.66.${requests % 250}.${Math.floor(requests / 250) + 1}`,
          ...(endpoint.method === 'POST' && request.body !== undefined ? { payload: request.body } : {}),
        });
        requests++;
        expect(response.statusCode).toBeLessThan(500);
        expect(response.body).not.toMatch(INTERNALS);
        if (response.statusCode >= 400) {
          expect(ErrorBodySchema.safeParse(response.json()).success).toBe(true);
          expect(response.headers['x-content-type-options']).toBe('nosniff');
        }
      }),
      { numRuns: RUNS },
    );
    expect(requests).toBeGreaterThanOrEqual(RUNS);
    const health = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
