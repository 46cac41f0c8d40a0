import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { subscriptions } from '../src/database/schema.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const CHECK_INBOX = 'Thank you! Please check your inbox and open the link we sent to confirm your subscription.';

describe('POST /api/subscriptions/subscribe', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  const subscribe = (payload: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: payload as string, headers });
  const rowsFor = (normalized: string) =>
    test.database.db.select().from(subscriptions).where(eq(subscriptions.emailNormalized, normalized));

  it('asks a new address to confirm by e-mail', async () => {
    const response = await subscribe({ email: 'ananya@example.in' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: CHECK_INBOX });
    expect(await rowsFor('ananya@example.in')).toMatchObject([{ status: 'pending' }]);
  });

  it('answers an address already known (trimmed, any case; waiting or confirmed) in the same words, adding no row', async () => {
    const first = await subscribe({ email: 'Vikram@Example.in' });
    const again = await subscribe({ email: '  vikram@EXAMPLE.IN ' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    await test.database.db.execute(
      sql`update subscriptions set status = 'confirmed' where email_normalized = 'vikram@example.in'`,
    );
    expect((await subscribe({ email: 'vikram@example.in' })).json()).toEqual(first.json());
    const rows = await rowsFor('vikram@example.in');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe('Vikram@Example.in');
  });

  it('stores one row when the same address arrives many times at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => subscribe({ email: i % 2 ? 'race@example.in' : 'RACE@example.in' })),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((response) => response.json().message))).toEqual(new Set([CHECK_INBOX]));
    expect(await rowsFor('race@example.in')).toHaveLength(1);
  });

  const invalid: [string, unknown, string][] = [
    ['a missing address', {}, 'Enter your e-mail address.'],
    ['an empty address', { email: '   ' }, 'Enter your e-mail address.'],
    ['a malformed address', { email: 'ananya-at-example' }, 'Enter a valid e-mail address, like name@example.com.'],
    ['an address that is not a string', { email: 12345 }, 'Enter your e-mail address.'],
    ['an over-long address', { email: `${'a'.repeat(250)}@example.in` }, 'That e-mail address is too long.'],
    ['an unknown field', { email: 'x@example.in', admin: true }, 'Unknown field: admin.'],
    ['a body that is a list', [{ email: 'x@example.in' }], 'Enter your e-mail address.'],
  ];
  it.each(invalid)(
    'answers %s with 400, success: false and a message a person understands',
    async (_name, payload, message) => {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        statusCode: 400,
        error: 'Bad Request',
        message,
        code: 'VALIDATION_FAILED',
        issues: expect.any(Array),
      });
    },
  );

  it('answers malformed JSON with 400 and success: false', async () => {
    const response = await subscribe('{"email": ', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON.',
      code: 'MALFORMED_JSON',
    });
  });

  it('answers a database failure with 500 and no internal detail', async () => {
    await test.database.db.execute(sql`alter table subscriptions rename to subscriptions_gone`);
    try {
      const response = await subscribe({ email: 'broken@example.in' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      });
      expect(response.body).not.toMatch(/subscriptions|relation|insert|select|stack|\.ts:|at /i);
    } finally {
      await test.database.db.execute(sql`alter table subscriptions_gone rename to subscriptions`);
    }
  });
});
