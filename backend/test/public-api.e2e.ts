import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE, ENDPOINTS, ErrorBodySchema, ProductListResponseSchema } from '@profit/contract';
import { startTestApp, type TestApp } from './support/test-app.js';

const SHOP_ORIGIN = 'https://shop.example.in';
const RATE_LIMITED = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'Too many requests. Please wait a moment and try again.',
  code: 'RATE_LIMITED',
};

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({
    env: {
      CORS_ORIGINS: `${SHOP_ORIGIN}, http://localhost:5173`,
      RATE_LIMIT_AUTH_MAX: '3',
      RATE_LIMIT_SUBSCRIBE_MAX: '2',
      RATE_LIMIT_WINDOW_SECONDS: '60',
    },
  });
});
afterAll(async () => {
  await test.close();
});

describe('catalogue', () => {
  it('lists the eight products of the contract, prices in paise', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    const body = ProductListResponseSchema.parse(response.json());
    expect(body.products).toEqual(CATALOGUE);
    expect(body.products).toHaveLength(8);
    expect(body.products.every((product) => product.price === 49_900)).toBe(true);
  });

  it('answers each product by id', async () => {
    for (const product of CATALOGUE) {
      const response = await test.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(product);
    }
  });

  it('answers an unknown id with 404 and the error body', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/products/no-such-product' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is no product with that id.',
      code: 'NOT_FOUND',
    });
  });
});

describe('OpenAPI description at GET /api/docs', () => {
  let document: {
    openapi: string;
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
  };
  beforeAll(async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('is OpenAPI 3.1 with the error body and bearer security', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas['ErrorBody']).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['statusCode', 'error', 'message', 'code']),
    });
    expect(document.components.securitySchemes['bearer']).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
  });

  it('covers every endpoint of the contract, with its body, response and security', () => {
    for (const [key, endpoint] of Object.entries(ENDPOINTS)) {
      const path = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect({ key, found: Boolean(operation) }).toEqual({ key, found: true });
      expect(operation?.['operationId']).toBe(key);
      expect(operation?.['responses']).toHaveProperty(
        ['createOrder', 'contact', 'bugReport', 'grievance'].includes(key) ? '201' : key === 'vitals' ? '202' : '200',
      );
      expect(operation?.['responses']).toHaveProperty('500');
      if ('request' in endpoint)
        expect(operation?.['requestBody']).toMatchObject({
          content: {
            [('contentType' in endpoint && endpoint.contentType) || 'application/json']: { schema: expect.any(Object) },
          },
        });
      if (endpoint.auth) expect(operation?.['security']).toEqual([{ bearer: [] }]);
      else expect(operation?.['security']).toBeUndefined();
    }
  });

  it('describes request bodies from the contract schemas (strict, with the limits)', () => {
    const schema = (
      document.paths['/api/subscriptions/subscribe']?.['post']?.['requestBody'] as {
        content: Record<string, { schema: Record<string, unknown> }>;
      }
    ).content['application/json']?.schema;
    expect(schema).toMatchObject({
      type: 'object',
      required: ['email'],
      additionalProperties: false,
      properties: { email: { type: 'string', maxLength: 254 } },
    });
  });

  it('documents the paging of GET /api/orders: limit (1–100, default 20) and cursor', () => {
    const parameters = document.paths['/api/orders']?.['get']?.['parameters'];
    expect(parameters).toEqual([
      expect.objectContaining({
        name: 'limit',
        in: 'query',
        required: false,
        schema: expect.objectContaining({ type: 'integer', minimum: 1, maximum: 100, default: 20 }),
      }),
      expect.objectContaining({ name: 'cursor', in: 'query', required: false }),
    ]);
  });

  it('lists the demo identity routes in demo mode', () => {
    expect(document.paths['/api/auth/demo/credential']?.['post']).toBeDefined();
    expect(document.paths['/api/auth/demo/jwks']?.['get']).toBeDefined();
  });
});

describe('safety on every route', () => {
  it('sends security headers and a request id', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.stringContaining('max-age='),
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'referrer-policy': 'no-referrer',
      'x-request-id': expect.stringMatching(/^[0-9a-f]{8}-[0-9a-z]+$/),
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
    const next = await test.app.inject({ method: 'GET', url: '/api/products' });
    expect(next.headers['x-request-id']).not.toBe(response.headers['x-request-id']);
    for (const url of ['/api/nothing-here', '/api/auth/profile']) {
      const error = await test.app.inject({ method: 'GET', url, remoteAddress: '10.0.1.5' });
      expect(error.statusCode).toBeGreaterThanOrEqual(400);
      expect(error.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'content-security-policy': expect.any(String),
        'x-request-id': expect.any(String),
      });
    }
  });

  it('allows CORS from the listed origins only', async () => {
    const preflight = (origin: string) =>
      test.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/profile',
        remoteAddress: '10.0.1.3',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight(SHOP_ORIGIN);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(SHOP_ORIGIN);
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('authorization');
    const refused = await preflight('https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await test.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'https://evil.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const listed = await test.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(listed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('rate-limits /api/auth/* per client address with 429, Retry-After and the error body', async () => {
    const logout = (remoteAddress: string) =>
      test.app.inject({ method: 'POST', url: '/api/auth/logout', remoteAddress });
    for (let i = 0; i < 3; i++) expect((await logout('10.0.0.1')).statusCode).toBe(200);
    const limited = await logout('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual(RATE_LIMITED);
    expect((await logout('10.0.0.2')).statusCode).toBe(200);
    // Other routes are not limited.
    for (let i = 0; i < 5; i++)
      expect(
        (await test.app.inject({ method: 'GET', url: '/api/products', remoteAddress: '10.0.0.1' })).statusCode,
      ).toBe(200);
  });

  it('does not let a client dodge the limit by forging X-Forwarded-For (no proxy is trusted by default)', async () => {
    const logout = (forwardedFor: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        remoteAddress: '10.0.0.9',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 3; i++) expect((await logout(`203.0.113.${i}`)).statusCode).toBe(200);
    expect((await logout('203.0.113.99')).statusCode).toBe(429);
  });

  it('rate-limits /api/subscriptions/* on its own budget, answering success: false', async () => {
    const subscribe = (n: number) =>
      test.app.inject({
        method: 'POST',
        url: '/api/subscriptions/subscribe',
        remoteAddress: '10.0.0.3',
        payload: { email: `limit${n}@example.in` },
      });
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/auth/logout', remoteAddress: '10.0.0.3' })).statusCode,
    ).toBe(200);
    expect((await subscribe(1)).statusCode).toBe(200);
    expect((await subscribe(2)).statusCode).toBe(200);
    const limited = await subscribe(3);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({ ...RATE_LIMITED, success: false });
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/demo/credential',
      remoteAddress: '10.0.1.1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(70_000), email: 'a@example.in' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The request is too large.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers malformed JSON, a non-JSON body and wrong types with 400/415 and the one error shape', async () => {
    const malformed = await test.app.inject({
      method: 'POST',
      url: '/api/auth/demo/credential',
      remoteAddress: '10.0.1.2',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON.',
      code: 'MALFORMED_JSON',
    });

    const text = await test.app.inject({
      method: 'POST',
      url: '/api/auth/demo/credential',
      remoteAddress: '10.0.1.2',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(ErrorBodySchema.parse(text.json())).toMatchObject({
      statusCode: 415,
      message: 'Send the request body as JSON.',
    });

    const wrongTypes = await test.app.inject({
      method: 'POST',
      url: '/api/auth/demo/credential',
      remoteAddress: '10.0.1.2',
      payload: { name: ['A'], email: 7 },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(wrongTypes.json())).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'name' }, { path: 'email' }],
    });

    const list = await test.app.inject({
      method: 'POST',
      url: '/api/auth/demo/credential',
      remoteAddress: '10.0.1.4',
      payload: [1, 2] as unknown as string,
    });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Send the request body as a JSON object.',
      code: 'VALIDATION_FAILED',
      issues: [{ path: '', message: 'Send the request body as a JSON object.' }],
    });
  });

  it('answers an unknown address and a wrong method with 404 and the error body, no internal detail', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/products'],
      ['GET', '/'],
    ] as const) {
      const response = await test.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'There is nothing at this address.',
        code: 'NOT_FOUND',
      });
    }
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ env: { TRUST_PROXY: '1', RATE_LIMIT_AUTH_MAX: '2' } });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('keys the rate limit on the client address the proxy reports', async () => {
    const logout = (client: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': client },
      });
    expect((await logout('198.51.100.1')).statusCode).toBe(200);
    expect((await logout('198.51.100.1')).statusCode).toBe(200);
    expect((await logout('198.51.100.1')).statusCode).toBe(429);
    expect((await logout('198.51.100.2')).statusCode).toBe(200);
  });
});
