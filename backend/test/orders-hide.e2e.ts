import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE, HideOrderResponseSchema, ORDER_MESSAGES, OrderListResponseSchema } from '@profit/contract';
import { buyAndPay, cartOf, createOrder, startCheckoutApp } from './support/checkout.js';
import { describeOnPostgres, type DatabaseKind, type TestApp } from './support/test-app.js';
import { createSignedInUser, type TestUser } from './support/users.js';

function hideSuite(kind: DatabaseKind) {
  let test: TestApp;
  const hide = (id: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: `/api/orders/${id}/hide`, headers });
  const listed = async (user: TestUser) =>
    OrderListResponseSchema.parse(
      (await test.app.inject({ method: 'GET', url: '/api/orders', headers: user.headers })).json(),
    ).orders;

  beforeAll(async () => {
    test = await startCheckoutApp({ database: kind });
  });
  afterAll(async () => {
    await test.close();
  });

  it('hides a checkout never paid from the list, twice the same as once; the order itself stays readable', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const paid = await buyAndPay(test.app, user, cartOf([CATALOGUE[0]!.id]));
    const unpaid = await createOrder(test.app, user, cartOf([CATALOGUE[1]!.id]));
    const response = await hide(unpaid.orderId, user.headers);
    expect(response.statusCode).toBe(200);
    expect(HideOrderResponseSchema.parse(response.json())).toEqual({ id: unpaid.orderId, hidden: true });
    expect((await hide(unpaid.orderId, user.headers)).statusCode).toBe(200);
    expect((await listed(user)).map((order) => order.id)).toEqual([paid.orderId]);
    const one = await test.app.inject({ method: 'GET', url: `/api/orders/${unpaid.orderId}`, headers: user.headers });
    expect(one.json()).toMatchObject({ id: unpaid.orderId, status: 'created' });
  });

  it('shows a hidden order again once it is paid after all (create-order answers that same open order)', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const unpaid = await createOrder(test.app, user, cartOf([CATALOGUE[2]!.id]));
    await hide(unpaid.orderId, user.headers);
    expect(await listed(user)).toEqual([]);
    const paid = await buyAndPay(test.app, user, cartOf([CATALOGUE[2]!.id]));
    expect(paid.orderId).toBe(unpaid.orderId);
    expect(await listed(user)).toMatchObject([{ id: unpaid.orderId, status: 'paid' }]);
  });

  it('refuses to hide a paid order (409 ORDER_NOT_HIDEABLE), and it stays listed', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const paid = await buyAndPay(test.app, user, cartOf([CATALOGUE[3]!.id]));
    const response = await hide(paid.orderId, user.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ORDER_NOT_HIDEABLE', message: ORDER_MESSAGES.notHideable });
    expect((await listed(user)).map((order) => order.id)).toEqual([paid.orderId]);
  });

  it.each([
    ["someone else's", 'other'],
    ['an unknown', '6f1c1a52-7d1e-4a47-9a8b-3f2a1c0e9b11'],
    ['a malformed', 'not-a-uuid'],
  ])('answers 404 for %s order id, hiding nothing', async (_what, which) => {
    const owner = await createSignedInUser(test.app, test.database);
    const caller = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, owner, cartOf([CATALOGUE[4]!.id]));
    const response = await hide(which === 'other' ? created.orderId : which, caller.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: ORDER_MESSAGES.notFound });
    expect((await listed(owner)).map((order) => order.id)).toEqual([created.orderId]);
  });

  it('refuses a caller without a session', async () => {
    expect((await hide('6f1c1a52-7d1e-4a47-9a8b-3f2a1c0e9b11')).statusCode).toBe(401);
  });
}

describe('POST /api/orders/:id/hide', () => hideSuite('pglite'));
describeOnPostgres('POST /api/orders/:id/hide', () => hideSuite('postgres'));
