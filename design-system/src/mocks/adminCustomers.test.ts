import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_CUSTOMER_MESSAGES,
  AdminCustomerDetailSchema,
  AdminCustomerListResponseSchema,
  AuditLogResponseSchema,
  erasedEmailOf,
} from '@profit/contract';
import { handlers, mockDb, STORY_MERCHANT_TOKEN, STORY_TOKEN, STORY_USER } from '.';

/** The customers' mocks answer as the server does (backend: admin-customers.e2e). */
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

describe('the console customers mocks', () => {
  it('finds a customer by part of a name, with their orders and money paid', async () => {
    const found = AdminCustomerListResponseSchema.parse(
      await (await call('GET', '/admin/customers?q=ASHA', STORY_MERCHANT_TOKEN)).json(),
    );
    expect(found.customers).toEqual([
      expect.objectContaining({ id: STORY_USER.id, ordersCount: 1, paidNet: 49_900, erasedAt: null }),
    ]);
  });

  it('erases once: the typed e-mail checked, the session refused, the second press the same, one audit entry', async () => {
    const path = `/admin/customers/${STORY_USER.id}/erasure`;
    const wrong = await call('POST', path, STORY_MERCHANT_TOKEN, { email: 'someone@else.in' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: ADMIN_CUSTOMER_MESSAGES.confirmMismatch });
    expect((await call('GET', '/library', STORY_TOKEN)).status).toBe(200);
    const first = AdminCustomerDetailSchema.parse(
      await (await call('POST', path, STORY_MERCHANT_TOKEN, { email: STORY_USER.email })).json(),
    );
    expect(first.customer).toMatchObject({
      name: ADMIN_CUSTOMER_MESSAGES.erasedName,
      email: erasedEmailOf(STORY_USER.id),
    });
    expect((await call('GET', '/library', STORY_TOKEN)).status).toBe(401);
    const again = await call('POST', path, STORY_MERCHANT_TOKEN, { email: STORY_USER.email });
    expect(AdminCustomerDetailSchema.parse(await again.json())).toEqual(first);
    const log = AuditLogResponseSchema.parse(
      await (await call('GET', '/admin/audit-log', STORY_MERCHANT_TOKEN)).json(),
    );
    expect(log.entries.filter((entry) => entry.action === 'erasure')).toHaveLength(1);
  });
});
