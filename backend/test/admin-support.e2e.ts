import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ADMIN_MESSAGES,
  ADMIN_SUPPORT_MESSAGES,
  AdminSupportItemSchema,
  AdminSupportListResponseSchema,
  AuditLogResponseSchema,
  type AdminSupportItem,
} from '@profit/contract';
import { sql } from 'drizzle-orm';
import { describeOnPostgres, startTestApp, type DatabaseKind, type TestApp } from './support/test-app.js';
import { storeScreenshot } from './support/screenshots.js';
import { createSignedInUser, type TestUser } from './support/users.js';

const OWNER = 'owner@shop.example';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A multipart body as a browser's `FormData` would send it. */
async function multipart(fields: Record<string, string>, files: { name: string; type: string; data: Buffer }[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('screenshots', new Blob([file.data], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

function adminSupportSuite(kind: DatabaseKind) {
  let test: TestApp;
  let owner: TestUser;
  let shopper: TestUser;

  const get = (url: string, user?: TestUser) =>
    test.app.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });
  const list = async (query = '') => {
    const response = await get(`/api/admin/support${query}`, owner);
    expect(response.statusCode).toBe(200);
    return AdminSupportListResponseSchema.parse(response.json());
  };
  const contact = async (message: string) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/support/contact',
      payload: { name: 'Rohan Iyer', email: 'rohan@example.in', message },
    });
    expect(response.statusCode).toBeLessThan(300);
    return (response.json() as { id: string }).id;
  };
  const report = async (title: string, files: { name: string; type: string; data: Buffer }[] = []) => {
    const { payload, headers } = await multipart(
      { title, description: 'The page froze after I pressed Pay Now.', severity: 'high', contact: 'kavya@example.in' },
      files,
    );
    const response = await test.app.inject({ method: 'POST', url: '/api/support/bug-reports', payload, headers });
    expect(response.statusCode).toBeLessThan(300);
    return (response.json() as { id: string }).id;
  };
  const handled = (kind: 'contact-messages' | 'bug-reports', id: string, user: TestUser = owner) =>
    test.app.inject({ method: 'POST', url: `/api/admin/support/${kind}/${id}/handled`, headers: user.headers });

  beforeAll(async () => {
    test = await startTestApp({ database: kind, env: { ADMIN_EMAILS: OWNER, RATE_LIMIT_ADMIN_MAX: '100000' } });
    owner = await createSignedInUser(test.app, test.database, 'Meera Shah', OWNER);
    shopper = await createSignedInUser(test.app, test.database, 'Asha Verma');
  });
  afterAll(async () => {
    await test.close();
  });

  it('lists contact messages and bug reports together, newest first, paged, open or handled', async () => {
    const first = await contact('Where is my invoice for the dashboard?');
    const second = await report('Pay Now froze', [{ name: 'froze.png', type: 'image/png', data: PNG }]);
    const third = await contact('Can I pay by bank transfer?');
    const all = await list();
    expect(all.items.slice(0, 3).map((item) => item.id)).toEqual([third, second, first]);
    const bug = all.items[1]!;
    expect(bug).toMatchObject({
      kind: 'bug_report',
      title: 'Pay Now froze',
      contactEmail: 'kavya@example.in',
      handledAt: null,
      images: [{ n: 1, fileName: 'froze.png', contentType: 'image/png', size: PNG.length }],
    });
    const page1 = await list('?limit=2');
    const page2 = await list(`?limit=2&cursor=${page1.nextCursor}`);
    expect([...page1.items, ...page2.items].map((item) => item.id).slice(0, 3)).toEqual([third, second, first]);
    expect((await handled('contact-messages', first)).statusCode).toBe(200);
    expect((await list('?state=handled')).items.map((item) => item.id)).toEqual([first]);
    expect((await list('?state=open')).items.map((item) => item.id)).not.toContain(first);
    const refused = await get('/api/admin/support?state=closed', owner);
    expect(refused.statusCode).toBe(400);
  });

  it('marks a message handled once: who and when, one audit entry however often it is pressed', async () => {
    const id = await report('The receipt e-mail never came');
    const responses = await Promise.all([handled('bug-reports', id), handled('bug-reports', id)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const items = responses.map((response) => AdminSupportItemSchema.parse(response.json()));
    expect(items[0]).toMatchObject({ id, handledBy: OWNER, handledAt: expect.any(String) });
    expect(items[1]!.handledAt).toBe(items[0]!.handledAt);
    const again = AdminSupportItemSchema.parse((await handled('bug-reports', id)).json()) as AdminSupportItem;
    expect(again.handledAt).toBe(items[0]!.handledAt);
    const log = AuditLogResponseSchema.parse((await get('/api/admin/audit-log', owner)).json());
    expect(log.entries.filter((entry) => entry.subject === id)).toEqual([
      expect.objectContaining({ action: 'mark_handled', actorEmail: OWNER, details: { kind: 'bug_report' } }),
    ]);
    // A report is not a contact message.
    expect((await handled('contact-messages', id)).statusCode).toBe(404);
    const shopperTry = await handled('bug-reports', id, shopper);
    expect(shopperTry.statusCode).toBe(403);
  });

  it('serves a screenshot to merchants only, typed by its first bytes, nosniff, sandboxed, inline under a safe name', async () => {
    const id = await report('Blank page', [
      { name: '../../etc/pass"wd.png', type: 'image/png', data: PNG },
      { name: 'photo.jpeg', type: 'image/jpeg', data: JPEG },
    ]);
    const url = (n: number) => `/api/admin/support/bug-reports/${id}/images/${n}`;
    const guest = await get(url(1));
    expect(guest.statusCode).toBe(401);
    const refused = await get(url(1), shopper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: ADMIN_MESSAGES.merchantsOnly });
    expect(refused.rawPayload.includes(PNG)).toBe(false);

    const image = await get(url(1), owner);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // Whatever name the reporter's file had, only letters, digits, - and _ reach the header.
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="[A-Za-z0-9_-]+\.png"$/);
    const jpeg = await get(url(2), owner);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers['content-disposition']).toBe('inline; filename="photo.jpg"');
    expect((await get(url(3), owner)).statusCode).toBe(404);
    expect((await get(url(0), owner)).statusCode).toBe(404);
  });

  it('refuses stored bytes that are not PNG, JPEG or WebP, whatever type was recorded', async () => {
    const id = await report('A GIF and a script');
    await storeScreenshot(test, {
      reportId: id,
      position: 0,
      fileName: 'anim.gif',
      contentType: 'image/png',
      data: GIF,
    });
    await storeScreenshot(test, {
      reportId: id,
      position: 1,
      fileName: 'x.png',
      contentType: 'image/png',
      data: Buffer.from('<script>alert(1)</script>xxxxx'),
    });
    for (const n of [1, 2]) {
      const response = await get(`/api/admin/support/bug-reports/${id}/images/${n}`, owner);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: ADMIN_SUPPORT_MESSAGES.imageRefused,
      });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
    const [stored] = rowsOf<{ n: number }>(
      await test.database.db.execute(
        sql`select count(*)::int as n from bug_report_images where report_id = ${id}::uuid`,
      ),
    );
    expect(stored!.n).toBe(2);
  });
}

describe('the merchant console: support inbox (PGlite)', () => adminSupportSuite('pglite'));
describeOnPostgres('the merchant console: support inbox (PostgreSQL)', () => adminSupportSuite('postgres'));
