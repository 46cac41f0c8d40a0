import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_SUPPORT_MESSAGES, AdminSupportListResponseSchema, AuditLogResponseSchema } from '@profit/contract';
import { handlers, mockDb, STORY_MERCHANT_TOKEN, STORY_TOKEN } from '.';

/** The support inbox's mocks answer as the server does (backend: admin-support.e2e). */
const server = setupServer(...handlers);
const API = 'http://shop.test/api';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => mockDb.reset());

const call = (method: 'GET' | 'POST', path: string, token?: string) =>
  fetch(`${API}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });

function seedReport() {
  return mockDb.addBugReport({
    title: 'Froze',
    description: 'It froze.',
    severity: 'low',
    steps: undefined,
    expected: undefined,
    actual: undefined,
    contact: undefined,
    screenshots: true,
    images: [
      { name: 'a.png', type: 'image/png', size: 10 },
      { name: 'b.gif', type: 'image/gif', size: 10 },
    ],
  });
}

describe('the support inbox mocks', () => {
  it('marks handled once: open then handled, one audit entry', async () => {
    const id = mockDb.addContactMessage({ name: 'Rohan', email: 'rohan@example.in', message: 'Hello there' });
    const path = `/admin/support/contact-messages/${id}/handled`;
    expect((await call('POST', path, STORY_TOKEN)).status).toBe(403);
    expect((await call('POST', path, STORY_MERCHANT_TOKEN)).status).toBe(200);
    expect((await call('POST', path, STORY_MERCHANT_TOKEN)).status).toBe(200);
    const open = AdminSupportListResponseSchema.parse(
      await (await call('GET', '/admin/support?state=open', STORY_MERCHANT_TOKEN)).json(),
    );
    expect(open.items).toEqual([]);
    const log = AuditLogResponseSchema.parse(
      await (await call('GET', '/admin/audit-log', STORY_MERCHANT_TOKEN)).json(),
    );
    expect(log.entries.filter((entry) => entry.action === 'mark_handled')).toHaveLength(1);
  });

  it('serves a shown screenshot with the server’s headers and refuses any other type', async () => {
    const id = seedReport();
    const image = await call('GET', `/admin/support/bug-reports/${id}/images/1`, STORY_MERCHANT_TOKEN);
    expect(image.status).toBe(200);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(image.headers.get('content-disposition')).toBe('inline; filename="a.png"');
    const refused = await call('GET', `/admin/support/bug-reports/${id}/images/2`, STORY_MERCHANT_TOKEN);
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ message: ADMIN_SUPPORT_MESSAGES.imageRefused });
    expect((await call('GET', `/admin/support/bug-reports/${id}/images/1`, STORY_TOKEN)).status).toBe(403);
  });
});
