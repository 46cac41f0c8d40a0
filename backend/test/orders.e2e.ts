import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE, OrderListResponseSchema, OrderSchema } from '@profit/contract';
import { sql } from 'drizzle-orm';
import { buyAndPay, cartOf, createOrder, startCheckoutApp } from './support/checkout.js';
import { describeOnPostgres, type DatabaseKind, type TestApp } from './support/test-app.js';
import { createSignedInUser } from './support/users.js';

function ordersSuite(kind: DatabaseKind) {
  let test: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    test = await startCheckoutApp({ database: kind });
  });
  afterAll(async () => {
    await test.close();
  });

  it("lists only the caller's orders, newest first, with lines, amounts and status", async () => {
    const user = await createSignedInUser(test.app, test.database);
    const other = await createSignedInUser(test.app, test.database);
    await createOrder(test.app, other);
    const first = await buyAndPay(test.app, user, cartOf([CATALOGUE[0]!.id]));
    const second = await createOrder(test.app, user, cartOf([CATALOGUE[6]!.id, CATALOGUE[7]!.id]));
    const response = await get('/api/orders', user.headers);
    expect(response.statusCode).toBe(200);
    const body = OrderListResponseSchema.parse(response.json());
    expect(body.orders.map((o) => o.id)).toEqual([second.orderId, first.orderId]);
    expect(body.orders[0]).toMatchObject({
      status: 'created',
      amount: 99_800,
      currency: 'INR',
      providerOrderId: second.id,
      paymentId: null,
      paidAt: null,
      lines: [
        { productId: CATALOGUE[6]!.id, title: CATALOGUE[6]!.title, price: 49_900 },
        { productId: CATALOGUE[7]!.id, title: CATALOGUE[7]!.title, price: 49_900 },
      ],
    });
    expect(body.orders[1]).toMatchObject({
      status: 'paid',
      amount: 49_900,
      paymentId: expect.stringMatching(/^pay_sim_/),
      paidAt: expect.any(String),
    });
  });

  it('answers an empty list for a new customer', async () => {
    const user = await createSignedInUser(test.app, test.database);
    expect((await get('/api/orders', user.headers)).json()).toEqual({ orders: [], nextCursor: null });
  });

  it('pages by cursor, newest first, every order exactly once, past the old 100-order stop', async () => {
    const user = await createSignedInUser(test.app, test.database);
    // 103 orders, some sharing one creation time to the microsecond: the cursor's id breaks the tie.
    // Each of other products (an open order of the same products would be answered again).
    const productsOf = (n: number) => CATALOGUE.filter((_, bit) => (n >> bit) & 1).map((p) => p.id);
    const created = await Promise.all(
      Array.from({ length: 103 }, (_, i) => createOrder(test.app, user, cartOf(productsOf(i + 1)))),
    );
    await test.database.db.execute(
      sql`update orders set created_at = '2026-11-20 10:00:00.123456+00' where id in ${created.slice(0, 5).map((c) => c.orderId)}`,
    );
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const response = await get(`/api/orders?limit=25${cursor ? `&cursor=${cursor}` : ''}`, user.headers);
      expect(response.statusCode).toBe(200);
      const page = OrderListResponseSchema.parse(response.json());
      expect(page.orders.length).toBeLessThanOrEqual(25);
      seen.push(...page.orders.map((o) => o.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(103);
    expect(new Set(seen)).toEqual(new Set(created.map((c) => c.orderId)));
    const { rows } = (await test.database.db.execute(
      sql`select id from orders where user_id = ${user.id} order by created_at desc, id desc`,
    )) as unknown as { rows: { id: string }[] };
    expect(seen).toEqual(rows.map((row) => row.id));
    const first = OrderListResponseSchema.parse((await get('/api/orders', user.headers)).json());
    expect(first.orders).toHaveLength(20);
  });

  it.each([
    ['a limit above 100', '?limit=101', 'limit must be a whole number from 1 to 100.'],
    ['a limit of 0', '?limit=0', 'limit must be a whole number from 1 to 100.'],
    ['a forged cursor', '?cursor=bm90LWEtY3Vyc29y', 'cursor must be the nextCursor of a previous page.'],
  ])('refuses %s with 400', async (_what, query, message) => {
    const user = await createSignedInUser(test.app, test.database);
    const response = await get(`/api/orders${query}`, user.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(message) });
  });

  it('answers one order of the caller by id', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, user);
    const response = await get(`/api/orders/${created.orderId}`, user.headers);
    expect(response.statusCode).toBe(200);
    expect(OrderSchema.parse(response.json())).toMatchObject({
      id: created.orderId,
      amount: 49_900,
      lines: [{ productId: CATALOGUE[0]!.id }],
    });
  });

  it.each([
    ["someone else's", 'other'],
    ['an unknown', '6f1c1a52-7d1e-4a47-9a8b-3f2a1c0e9b11'],
    ['a malformed', 'not-a-uuid'],
  ])('answers 404 for %s order id', async (_what, which) => {
    const owner = await createSignedInUser(test.app, test.database);
    const caller = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, owner);
    const id = which === 'other' ? created.orderId : which;
    const response = await get(`/api/orders/${id}`, caller.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'We could not find that order.' });
  });

  it('refuses a caller without a session', async () => {
    expect((await get('/api/orders')).statusCode).toBe(401);
    expect((await get('/api/orders/6f1c1a52-7d1e-4a47-9a8b-3f2a1c0e9b11')).statusCode).toBe(401);
  });
}

describe('GET /api/orders', () => ordersSuite('pglite'));
describeOnPostgres('GET /api/orders', () => ordersSuite('postgres'));
