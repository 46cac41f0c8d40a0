import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AdminOutboxResponseSchema,
  AdminSubscribersResponseSchema,
  CATALOGUE,
  type AdminOutboxEmail,
} from '@profit/contract';
import { sql } from 'drizzle-orm';
import { buyAndPay, cartOf, startCheckoutApp } from './support/checkout.js';
import { describeOnPostgres, type DatabaseKind, type TestApp } from './support/test-app.js';
import { createSignedInUser, type TestUser } from './support/users.js';

const OWNER = 'owner@shop.example';
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

function adminMailingSuite(kind: DatabaseKind) {
  let test: TestApp;
  let owner: TestUser;

  const get = async (url: string) => {
    const answer = await test.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  const subscribers = async (query: string) =>
    AdminSubscribersResponseSchema.parse(await get(`/api/admin/subscribers${query}`));
  const outbox = async (query: string) => AdminOutboxResponseSchema.parse(await get(`/api/admin/outbox${query}`));

  beforeAll(async () => {
    test = await startCheckoutApp({ database: kind, env: { ADMIN_EMAILS: OWNER } });
    owner = await createSignedInUser(test.app, test.database, 'Meera Shah', OWNER);
  });
  afterAll(async () => {
    await test.close();
  });

  it('lists the subscribers newest first with their state and dates, searched by e-mail, a page at a time', async () => {
    for (const email of ['asha@example.in', 'rohan@example.in', 'kavya@startup.example'])
      await test.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email } });
    await test.database.db.execute(sql`
      update subscriptions set created_at = now() - (case email when 'asha@example.in' then 3 when 'rohan@example.in' then 2 else 1 end) * interval '1 hour'`);
    await test.database.db.execute(
      sql`update subscriptions set status = 'confirmed', confirmed_at = now() where email = 'rohan@example.in'`,
    );
    const all = await subscribers('');
    expect(all.subscribers.map((s) => [s.email, s.status, s.confirmedAt !== null])).toEqual([
      ['kavya@startup.example', 'pending', false],
      ['rohan@example.in', 'confirmed', true],
      ['asha@example.in', 'pending', false],
    ]);
    expect((await subscribers('?q=EXAMPLE.IN')).subscribers.map((s) => s.email)).toEqual([
      'rohan@example.in',
      'asha@example.in',
    ]);
    expect((await subscribers('?q=%25')).subscribers).toEqual([]);
    const first = await subscribers('?limit=2');
    const second = await subscribers(`?limit=2&cursor=${first.nextCursor}`);
    expect([...first.subscribers, ...second.subscribers].map((s) => s.email)).toEqual(
      all.subscribers.map((s) => s.email),
    );
    expect(second.nextCursor).toBeNull();
  });

  it('lists the outbox with each e-mail’s delivery: queued, sent, or failed with its attempts and error', async () => {
    const shopper = await createSignedInUser(test.app, test.database);
    const orders = [];
    for (const product of CATALOGUE.slice(0, 3))
      orders.push((await buyAndPay(test.app, shopper, cartOf([product.id]))).orderId);
    const receipts = rowsOf<{ id: string; order_id: string }>(
      await test.database.db.execute(sql`select id, order_id from outbox where kind = 'receipt'`),
    );
    const receiptOf = (orderId: string) => receipts.find((r) => r.order_id === orderId)!.id;
    await test.database.db.execute(sql`update outbox set sent_at = now() where id = ${receiptOf(orders[0]!)}::uuid`);
    await test.database.db.execute(sql`
      update jobs set attempts = 20, failed_at = now(), last_error = '550 mailbox unavailable'
      where key = ${`mail:${receiptOf(orders[1]!)}`}`);
    const byId = (emails: AdminOutboxEmail[]) => new Map(emails.map((email) => [email.id, email]));
    const all = byId((await outbox('?limit=200')).emails);
    expect(all.get(receiptOf(orders[0]!))).toMatchObject({ state: 'sent', lastError: null, orderId: orders[0] });
    expect(all.get(receiptOf(orders[1]!))).toMatchObject({
      state: 'failed',
      attempts: 20,
      lastError: '550 mailbox unavailable',
      orderId: orders[1],
      to: shopper.email,
    });
    expect(all.get(receiptOf(orders[2]!))).toMatchObject({ state: 'queued', attempts: 0, sentAt: null });
    expect([...all.values()].some((email) => email.kind === 'newsletter_confirmation' && email.orderId === null)).toBe(
      true,
    );
    expect((await outbox('?state=failed')).emails.map((email) => email.id)).toEqual([receiptOf(orders[1]!)]);
    expect((await outbox('?state=sent')).emails.map((email) => email.id)).toEqual([receiptOf(orders[0]!)]);
    const queued = (await outbox('?state=queued&limit=200')).emails.map((email) => email.id);
    expect(queued).toContain(receiptOf(orders[2]!));
    expect(queued).not.toContain(receiptOf(orders[0]!));
    const first = await outbox('?limit=1');
    const second = await outbox(`?limit=1&cursor=${first.nextCursor}`);
    expect(second.emails[0]!.id).not.toBe(first.emails[0]!.id);
    const refused = await test.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?state=lost',
      headers: owner.headers,
    });
    expect(refused.statusCode).toBe(400);
  });
}

describe('the merchant console: subscribers and outbox (PGlite)', () => adminMailingSuite('pglite'));
describeOnPostgres('the merchant console: subscribers and outbox (PostgreSQL)', () => adminMailingSuite('postgres'));
