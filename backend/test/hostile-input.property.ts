import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ENDPOINTS, ErrorBodySchema } from '@profit/contract';
import fc from 'fast-check';
import { SessionsService } from '../src/auth/sessions.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createSignedInUser, type TestUser } from './support/users.js';

/** Generated requests per endpoint, signed out and again signed in. */
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
  contentType: string | undefined;
  body: string | Buffer | undefined;
}

const hostileRequest: fc.Arbitrary<HostileRequest> = fc.record({
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

/** A string percent-encoded as a browser sends it (a lone surrogate becomes U+FFFD first). */
const percentEncode = (value: string): string => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));

/** A path segment: any string encoded, or raw escapes that decode to invalid UTF-8, NUL or a traversal. */
const hostileParam = fc.oneof(
  hostileString.filter((value) => value.length < 300).map(percentEncode),
  fc.constantFrom('%FF', '%C0%AF', '..%2F..%2Fetc%2Fpasswd', '%00', '%', '%ZZ', 'x'.repeat(120)),
);

/** A query string: the list's own parameters with hostile values, unknown parameters, broken escapes. */
const hostileQuery = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom('limit', 'cursor', 'limit[]', '__proto__', 'constructor'),
          hostileString.filter((value) => value.length < 300).map(percentEncode),
        ),
        fc.oneof(
          fc.constantFrom('-1', '0', '1.5', '101', '1e3', 'NaN', '%FF', '%00', '9'.repeat(40)),
          hostileString.filter((value) => value.length < 2000).map(percentEncode),
        ),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
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

  const cases = Object.entries(ENDPOINTS).flatMap(([key, endpoint]) =>
    [false, true].map((signedIn) => ({ key, ...endpoint, signedIn, who: signedIn ? 'signed in' : 'signed out' })),
  );

  it.each(cases)('$method $path, $who: never a 5xx, always the error shape, nothing internal', async (endpoint) => {
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(hostileRequest, hostileParam, hostileQuery, async (request, param, query) => {
        const url = `/api${endpoint.path.replace(/:(\w+)/g, () => param)}${query}`;
        const headers: Record<string, string> = {};
        if (request.contentType && request.body !== undefined) headers['content-type'] = request.contentType;
        // Logging out revokes the session: each signed-in logout gets its own.
        const token = endpoint.key === 'logout' ? await test.app.get(SessionsService).issue(user.id) : user.token;
        if (endpoint.signedIn) headers['authorization'] = `Bearer ${token}`;
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
        // The session is read before the body: a signed-in caller is never taken for a stranger.
        // Sign-in itself is the exception: a credential that fails verification is refused with
        // 401 whoever sends it (fast-check found one: `{"credential":"\ud800"}`).
        if (endpoint.signedIn && endpoint.key !== 'signInWithGoogle') expect(response.statusCode).not.toBe(401);
        if (response.statusCode >= 400) {
          expect(ErrorBodySchema.safeParse(response.json()).success).toBe(true);
          expect(response.headers['x-content-type-options']).toBe('nosniff');
          expect(response.headers['x-request-id']).toBeDefined();
        }
      }),
      { numRuns: RUNS },
    );
    expect(requests).toBeGreaterThanOrEqual(RUNS);
    const health = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const products = await test.app.inject({ method: 'GET', url: '/api/products' });
    expect(products.statusCode).toBe(200);
  });
});
