import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_ENDPOINTS,
  ADMIN_MESSAGES,
  ADMIN_REFUND_MESSAGES,
  AUTH_MESSAGES,
  AdminOrderDetailSchema,
  AdminOrderListResponseSchema,
} from '@profit/contract';
import { handlers, mockDb, STORY_MERCHANT_TOKEN, STORY_TOKEN, STORY_USER } from '.';

/** The console's mocks answer as the server's guards and refund rules do (backend: admin-role, admin-orders). */
const server = setupServer(...handlers);
const API = 'http://shop.test/api';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => mockDb.reset());

const call = (method: 'GET' | 'POST', path: string, token?: string, body?: unknown) =>
  fetch(`${API}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const refundBody = (key = crypto.randomUUID()) => ({
  idempotencyKey: key,
  productIds: ['founder-metrics-dashboard'],
  reason: 'Asked within 30 days',
});

describe('the merchant console mocks', () => {
  it.each(Object.entries(ADMIN_ENDPOINTS))(
    '%s: 401 for a guest, 403 for a shopper, not for the owner',
    async (_key, route) => {
      const path = route.path.replace(':id', 'ord_seed_1').replace(':n', '1');
      const body = route.method === 'POST' ? refundBody() : undefined;
      const guest = await call(route.method, path, undefined, body);
      expect(guest.status).toBe(401);
      expect(await guest.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: AUTH_MESSAGES.signInRequired });
      const shopper = await call(route.method, path, STORY_TOKEN, body);
      expect(shopper.status).toBe(403);
      expect(await shopper.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        code: 'FORBIDDEN',
        message: ADMIN_MESSAGES.merchantsOnly,
      });
      expect([401, 403]).not.toContain((await call(route.method, path, STORY_MERCHANT_TOKEN, body)).status);
    },
  );

  it('finds an order by e-mail, and refunds it once per key: the order refunded, the second answer the same', async () => {
    const found = AdminOrderListResponseSchema.parse(
      await (await call('GET', `/admin/orders?q=${encodeURIComponent(STORY_USER.email)}`, STORY_MERCHANT_TOKEN)).json(),
    );
    expect(found.orders.map((order) => order.id)).toEqual(['ord_seed_1']);
    const body = refundBody();
    const path = ADMIN_ENDPOINTS.adminRefund.path.replace(':id', 'ord_seed_1');
    const [first, second] = await Promise.all([
      call('POST', path, STORY_MERCHANT_TOKEN, body),
      call('POST', path, STORY_MERCHANT_TOKEN, body),
    ]);
    const [a, b] = [
      AdminOrderDetailSchema.parse(await first.json()),
      AdminOrderDetailSchema.parse(await second.json()),
    ];
    expect(a.refunds).toHaveLength(1);
    expect(b.refunds).toEqual(a.refunds);
    expect(a.order).toMatchObject({ status: 'refunded', amountRefunded: 49_900 });
    const again = await call('POST', path, STORY_MERCHANT_TOKEN, refundBody());
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: ADMIN_REFUND_MESSAGES.notRefundable });
    const library = await (await call('GET', '/library', STORY_TOKEN)).json();
    expect(library.items).toEqual([]);
  });
});
