import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ADMIN_CUSTOMER_MESSAGES,
  AdminCustomerDetailSchema,
  AdminCustomerExportSchema,
  AdminCustomerListResponseSchema,
  AuditLogResponseSchema,
  AUTH_MESSAGES,
  CATALOGUE,
  erasedEmailOf,
} from '@profit/contract';
import { sql } from 'drizzle-orm';
import { SessionsService } from '../src/auth/sessions.service.js';
import { UsersRepository } from '../src/auth/users.repository.js';
import { TaxDocumentsService } from '../src/invoices/tax-documents.service.js';
import { MailService } from '../src/mail/mail.service.js';
import { buyAndPay, cartOf, createOrder, startCheckoutApp } from './support/checkout.js';
import { describeOnPostgres, type DatabaseKind, type TestApp } from './support/test-app.js';
import { storeScreenshot } from './support/screenshots.js';
import { createSignedInUser, type TestUser } from './support/users.js';

const OWNER = 'owner@shop.example';
const [DASHBOARD, PLAYBOOK] = [CATALOGUE[0]!, CATALOGUE[1]!];
const MAHARASHTRA = { name: 'Asha Verma', state: '27', pinCode: '411045', gstin: null } as const;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

function adminCustomersSuite(kind: DatabaseKind) {
  let test: TestApp;
  let owner: TestUser;

  const get = (url: string, user: TestUser = owner) => test.app.inject({ method: 'GET', url, headers: user.headers });
  const list = async (query: string) => {
    const response = await get(`/api/admin/customers${query}`);
    expect(response.statusCode).toBe(200);
    return AdminCustomerListResponseSchema.parse(response.json());
  };
  const erase = (id: string, email: string) =>
    test.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/erasure`,
      headers: owner.headers,
      payload: { email },
    });
  const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await test.database.db.execute(statement));

  /** A shopper with a paid order (billing details given, so invoiced), an open checkout, a message, a report and a subscription. */
  async function shopperWithHistory(name = 'Asha Verma') {
    const shopper = await createSignedInUser(test.app, test.database, name);
    const paid = await buyAndPay(test.app, shopper, { ...cartOf([DASHBOARD.id]), billing: MAHARASHTRA });
    const open = await createOrder(test.app, shopper, { ...cartOf([PLAYBOOK.id]), billing: MAHARASHTRA });
    const contact = await test.app.inject({
      method: 'POST',
      url: '/api/support/contact',
      payload: { name, email: shopper.email.toUpperCase(), message: 'My download link shows an error, please help.' },
    });
    expect(contact.statusCode).toBeLessThan(300);
    const [report] = await query<{ id: string }>(sql`
      insert into bug_reports (title, description, severity, contact_email)
      values ('Checkout froze', 'It froze after I typed my PIN 411045', 'high', ${shopper.email}) returning id`);
    await storeScreenshot(test, {
      reportId: report!.id,
      position: 0,
      fileName: 'screen.png',
      contentType: 'image/png',
      data: Buffer.from('89504e47', 'hex'),
    });
    const subscribed = await test.app.inject({
      method: 'POST',
      url: '/api/subscriptions/subscribe',
      payload: { email: shopper.email },
    });
    expect(subscribed.statusCode).toBeLessThan(300);
    return { shopper, paidOrderId: paid.orderId, openOrderId: open.orderId, reportId: report!.id };
  }

  beforeAll(async () => {
    test = await startCheckoutApp({ database: kind, env: { ADMIN_EMAILS: OWNER } });
    owner = await createSignedInUser(test.app, test.database, 'Meera Shah', OWNER);
  });
  afterAll(async () => {
    await test.close();
  });

  it('lists customers newest first with their orders and money paid net of refunds, searched by e-mail or name, paged', async () => {
    const { shopper } = await shopperWithHistory('Tanvi Kulkarni');
    const quiet = await createSignedInUser(test.app, test.database, 'Tanvi Joshi');
    const found = await list(`?q=${encodeURIComponent('tanvi')}`);
    expect(found.customers.map((customer) => customer.id)).toEqual([quiet.id, shopper.id]);
    expect(found.customers[1]).toMatchObject({
      name: 'Tanvi Kulkarni',
      email: shopper.email,
      ordersCount: 2,
      paidNet: DASHBOARD.price,
      erasedAt: null,
    });
    expect(found.customers[0]).toMatchObject({ ordersCount: 0, paidNet: 0 });
    expect((await list(`?q=${encodeURIComponent(shopper.email.slice(0, 12).toUpperCase())}`)).customers).toHaveLength(
      1,
    );
    expect((await list('?q=nobody%25')).customers).toEqual([]);
    const first = await list('?limit=1&q=tanvi');
    expect(first.customers.map((c) => c.id)).toEqual([quiet.id]);
    const second = await list(`?limit=1&q=tanvi&cursor=${first.nextCursor}`);
    expect(second).toEqual({ customers: [expect.objectContaining({ id: shopper.id })], nextCursor: null });
  });

  it("shows one customer: their orders linking to the order's page, what they own, their newsletter state", async () => {
    const { shopper, paidOrderId, openOrderId } = await shopperWithHistory();
    const response = await get(`/api/admin/customers/${shopper.id}`);
    expect(response.statusCode).toBe(200);
    const detail = AdminCustomerDetailSchema.parse(response.json());
    expect(detail.orders.map((order) => order.id)).toEqual([openOrderId, paidOrderId]);
    expect(detail.library).toEqual([
      expect.objectContaining({ productId: DASHBOARD.id, title: DASHBOARD.title, orderId: paidOrderId }),
    ]);
    expect(detail.newsletter).toBe('pending');
    const missing = await get('/api/admin/customers/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: ADMIN_CUSTOMER_MESSAGES.notFound });
  });

  it('exports every row of their personal data as a JSON attachment, sessions as counts, and records it', async () => {
    const { shopper, paidOrderId, reportId } = await shopperWithHistory();
    const response = await get(`/api/admin/customers/${shopper.id}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="customer-${shopper.id}.json"`);
    const data = AdminCustomerExportSchema.parse(response.json());
    expect(data.user).toMatchObject({ id: shopper.id, email: shopper.email, erasedAt: null });
    expect(data.sessions).toEqual({ total: 1, live: 1 });
    expect(response.body).not.toContain(shopper.token);
    expect(data.orders).toHaveLength(2);
    expect(data.orders[0]).toMatchObject({ id: paidOrderId, billingPinCode: '411045', status: 'paid' });
    expect(data.payments).toEqual([expect.objectContaining({ orderId: paidOrderId, status: 'captured' })]);
    expect(data.invoices).toEqual([expect.objectContaining({ orderId: paidOrderId, number: expect.any(String) })]);
    expect(data.library.map((item) => item.productId)).toEqual([DASHBOARD.id]);
    expect(data.newsletter).toMatchObject({ status: 'pending' });
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: expect.stringContaining('download') })]);
    expect(data.bugReports).toEqual([
      expect.objectContaining({
        id: reportId,
        title: 'Checkout froze',
        images: [{ fileName: 'screen.png', contentType: 'image/png', size: 4 }],
      }),
    ]);
    const log = AuditLogResponseSchema.parse((await get('/api/admin/audit-log')).json());
    expect(log.entries[0]).toMatchObject({ action: 'export', subject: shopper.id, actorEmail: OWNER });
  });

  it('erases the person: sessions refused at once, personal data gone from every table, invoices as issued, audited, once', async () => {
    const { shopper, paidOrderId, openOrderId, reportId } = await shopperWithHistory('Kiran Desai');
    const invoiceBefore = await test.app.get(TaxDocumentsService).invoiceFigures(paidOrderId);
    const [receipt] = await query<{ id: string }>(
      sql`select id from outbox where order_id = ${paidOrderId}::uuid and kind = 'receipt'`,
    );
    expect(await test.app.get(MailService).compose(receipt!.id)).toMatchObject({ to: shopper.email });
    // The session is remembered (where there is a cache) before the erasure.
    expect((await get('/api/library', shopper)).statusCode).toBe(200);

    const refused = await erase(shopper.id, 'someone@else.example');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: ADMIN_CUSTOMER_MESSAGES.confirmMismatch });
    expect((await get('/api/library', shopper)).statusCode).toBe(200);

    const response = await erase(shopper.id, ` ${shopper.email.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    const detail = AdminCustomerDetailSchema.parse(response.json());
    expect(detail.customer).toMatchObject({
      name: ADMIN_CUSTOMER_MESSAGES.erasedName,
      email: erasedEmailOf(shopper.id),
      erasedAt: expect.any(String),
      ordersCount: 2,
    });
    expect(detail.newsletter).toBeNull();

    const after = await get('/api/library', shopper);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: AUTH_MESSAGES.sessionEnded });

    // Nothing of the person is left in any table but the invoice's own buyer.
    const email = shopper.email.toLowerCase();
    const tables = await query<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type = 'text'`);
    for (const { table_name, column_name } of tables) {
      if (table_name === 'invoices') continue;
      const hits = await query<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)}
          where lower(${sql.identifier(column_name)}) like ${`%${email}%`}
             or ${sql.identifier(column_name)} like '%Kiran Desai%'`,
      );
      expect({ table: table_name, column: column_name, hits: hits[0]!.n }).toEqual({
        table: table_name,
        column: column_name,
        hits: 0,
      });
    }
    const [user] = await query<{ google_sub: string }>(
      sql`select google_sub from users where id = ${shopper.id}::uuid`,
    );
    expect(user!.google_sub).not.toMatch(/^test-/);
    expect(await query(sql`select 1 from bug_report_images where report_id = ${reportId}::uuid`)).toEqual([]);
    // The screenshot's file is gone from the uploads folder too.
    expect(existsSync(path.join(test.config.env.UPLOADS_DIR!, 'bug-reports', `${reportId}-0`))).toBe(false);
    expect(await query(sql`select description, steps from bug_reports where id = ${reportId}::uuid`)).toEqual([
      { description: '[erased]', steps: null },
    ]);
    const [open] = await query<{ billing_name: string | null }>(
      sql`select billing_name from orders where id = ${openOrderId}::uuid`,
    );
    expect(open!.billing_name).toBeNull();

    // Their receipt waiting in the outbox is never sent now.
    expect(await test.app.get(MailService).compose(receipt!.id)).toBeUndefined();

    // The invoice keeps its figures and the buyer it printed.
    expect(await test.app.get(TaxDocumentsService).invoiceFigures(paidOrderId)).toEqual(invoiceBefore);
    expect((await get(`/api/admin/orders/${paidOrderId}/invoice.pdf`)).statusCode).toBe(200);

    const log = AuditLogResponseSchema.parse((await get('/api/admin/audit-log')).json());
    const erasures = log.entries.filter((entry) => entry.action === 'erasure' && entry.subject === shopper.id);
    expect(erasures).toEqual([
      expect.objectContaining({
        actorEmail: OWNER,
        details: { invoicesKept: 1, sessionsEnded: 1, contactMessages: 1, bugReports: 1, newsletter: true },
      }),
    ]);
    expect(JSON.stringify(log.entries)).not.toContain(email);

    // Pressed again (even with the old address): nothing more happens.
    const again = await erase(shopper.id, shopper.email);
    expect(again.statusCode).toBe(200);
    expect(AdminCustomerDetailSchema.parse(again.json())).toEqual(detail);
    const log2 = AuditLogResponseSchema.parse((await get('/api/admin/audit-log')).json());
    expect(log2.entries.filter((entry) => entry.action === 'erasure' && entry.subject === shopper.id)).toHaveLength(1);
  });

  it('erases once when two merchants press at the same moment', async () => {
    const shopper = await createSignedInUser(test.app, test.database, 'Arjun Menon');
    const answers = await Promise.all([erase(shopper.id, shopper.email), erase(shopper.id, shopper.email)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((answer) => AdminCustomerDetailSchema.parse(answer.json()));
    expect(second!.customer.erasedAt).toBe(first!.customer.erasedAt);
    const [audit] = await query<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'erasure' and subject = ${shopper.id}`,
    );
    expect(audit!.n).toBe(1);
  });

  it('lets the person come back as a new customer: their Google subject is gone', async () => {
    const shopper = await createSignedInUser(test.app, test.database, 'Nisha Pillai');
    const [before] = await query<{ google_sub: string }>(
      sql`select google_sub from users where id = ${shopper.id}::uuid`,
    );
    expect((await erase(shopper.id, shopper.email)).statusCode).toBe(200);
    // Signing in with Google again finds no account of that subject, so it makes a new one.
    const again = await test.app
      .get(UsersRepository)
      .upsertFromIdentity({ sub: before!.google_sub, email: shopper.email, name: 'Nisha Pillai', picture: null });
    expect(again.id).not.toBe(shopper.id);
    expect(again.erasedAt).toBeNull();
    const token = await test.app.get(SessionsService).issue(again.id);
    const profile = await test.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json()).toMatchObject({ user: { email: shopper.email, name: 'Nisha Pillai' } });
  });
}

describe('the merchant console: customers, export and erasure (PGlite)', () => adminCustomersSuite('pglite'));
describeOnPostgres('the merchant console: customers, export and erasure (PostgreSQL)', () =>
  adminCustomersSuite('postgres'),
);
