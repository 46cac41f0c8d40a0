import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE, OrderSchema } from '@profit/contract';
import { buyAndPay, cartOf, createOrder, startCheckoutApp } from './support/checkout.js';
import { describeOnPostgres, type DatabaseKind, type TestApp } from './support/test-app.js';
import { createSignedInUser } from './support/users.js';

const MAHARASHTRA = { name: 'Asha Verma', state: '27', pinCode: '411045', gstin: null } as const;
const KARNATAKA = { name: 'Asha R. Verma', state: '29', pinCode: '560001', gstin: null } as const;

function billingSuite(kind: DatabaseKind) {
  let test: TestApp;

  beforeAll(async () => {
    test = await startCheckoutApp({ database: kind });
  });
  afterAll(async () => {
    await test.close();
  });

  it('a retried checkout with corrected billing details answers the same open order, holding the corrected details, and a paid order keeps its own', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const products = [CATALOGUE[5]!.id];
    const first = await createOrder(test.app, user, { ...cartOf(products), billing: MAHARASHTRA });
    const retried = await buyAndPay(test.app, user, { ...cartOf(products), billing: KARNATAKA });
    expect(retried.orderId).toBe(first.orderId);
    const read = async () =>
      OrderSchema.parse(
        (await test.app.inject({ method: 'GET', url: `/api/orders/${first.orderId}`, headers: user.headers })).json(),
      );
    expect(await read()).toMatchObject({ status: 'paid', billing: KARNATAKA });
    // The same cart again is refused (owned), and the paid order's details do not move.
    const again = await test.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: user.headers,
      payload: { ...cartOf(products), billing: MAHARASHTRA },
    });
    expect(again.statusCode).toBe(409);
    expect((await read()).billing).toEqual(KARNATAKA);
  });
}

describe('billing details of a retried checkout', () => billingSuite('pglite'));
describeOnPostgres('billing details of a retried checkout', () => billingSuite('postgres'));
