import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ADMIN_REFUND_MESSAGES,
  AdminOrderDetailSchema,
  AuditLogResponseSchema,
  AdminOrderListResponseSchema,
  CATALOGUE,
  INVOICE_MESSAGES,
  LIBRARY_MESSAGES,
  merchantRefundMessage,
} from '@profit/contract';
import { sql } from 'drizzle-orm';
import { buyAndPay, cartOf, createOrder, startCheckoutApp } from './support/checkout.js';
import { describeOnPostgres, type DatabaseKind, type TestApp } from './support/test-app.js';
import { createSignedInUser, type TestUser } from './support/users.js';

const OWNER = 'owner@shop.example';
const SECOND_OWNER = 'partner@shop.example';
const [DASHBOARD, PLAYBOOK, TEMPLATES] = [CATALOGUE[0]!, CATALOGUE[1]!, CATALOGUE[2]!];
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

function adminOrdersSuite(kind: DatabaseKind) {
  let test: TestApp;
  let owner: TestUser;
  let partner: TestUser;

  const get = (url: string, user: TestUser) => test.app.inject({ method: 'GET', url, headers: user.headers });
  const list = async (query: string) => {
    const response = await get(`/api/admin/orders${query}`, owner);
    expect(response.statusCode).toBe(200);
    return AdminOrderListResponseSchema.parse(response.json());
  };
  const refund = (orderId: string, body: object, by: TestUser = owner) =>
    test.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: by.headers,
      payload: body,
    });
  const refundOf = (productIds: string[], key = randomUUID()) => ({
    idempotencyKey: key,
    productIds,
    reason: 'Asked within the 30-day guarantee',
  });
  /** A shopper (with a unique e-mail) and one paid order of these products. */
  const paidOrderOf = async (productIds: string[]) => {
    const shopper = await createSignedInUser(test.app, test.database, 'Rohan Iyer');
    const created = await buyAndPay(test.app, shopper, cartOf(productIds));
    return { shopper, orderId: created.orderId };
  };

  beforeAll(async () => {
    test = await startCheckoutApp({ database: kind, env: { ADMIN_EMAILS: `${OWNER},${SECOND_OWNER}` } });
    owner = await createSignedInUser(test.app, test.database, 'Meera Shah', OWNER);
    partner = await createSignedInUser(test.app, test.database, 'Dev Shah', SECOND_OWNER);
  });
  afterAll(async () => {
    await test.close();
  });

  it("lists every shopper's orders, newest first, and finds one by e-mail, order id, payment id or invoice number", async () => {
    const { shopper, orderId } = await paidOrderOf([DASHBOARD.id]);
    const other = await createSignedInUser(test.app, test.database, 'Kavya Nair');
    const open = await createOrder(test.app, other, cartOf([PLAYBOOK.id]));
    const all = await list('');
    expect(all.orders.slice(0, 2).map((order) => order.id)).toEqual([open.orderId, orderId]);
    const paid = all.orders[1]!;
    expect(paid).toMatchObject({
      status: 'paid',
      amount: DASHBOARD.price,
      customer: { email: shopper.email, name: 'Rohan Iyer' },
      titles: [DASHBOARD.title],
      invoiceNumber: expect.any(String),
      paymentId: expect.stringMatching(/^pay_sim_/),
    });
    for (const q of [
      shopper.email,
      shopper.email.slice(5, 20).toUpperCase(),
      orderId,
      paid.paymentId!,
      paid.invoiceNumber!,
    ])
      expect((await list(`?q=${encodeURIComponent(q)}`)).orders.map((order) => order.id)).toEqual([orderId]);
    expect((await list('?q=nobody%40nowhere.example')).orders).toEqual([]);
    expect((await list(`?status=created&q=${encodeURIComponent(other.email)}`)).orders.map((o) => o.id)).toEqual([
      open.orderId,
    ]);
    expect((await list(`?status=paid&q=${encodeURIComponent(other.email)}`)).orders).toEqual([]);
  });

  it('filters by days in India time and pages by cursor, every order once', async () => {
    const shopper = await createSignedInUser(test.app, test.database);
    const created = [];
    for (const id of [DASHBOARD.id, PLAYBOOK.id, TEMPLATES.id])
      created.push(await createOrder(test.app, shopper, cartOf([id])));
    // 2026-03-31 20:00 UTC is 1 April 01:30 in India.
    await test.database.db.execute(
      sql`update orders set created_at = '2026-03-31 20:00:00+00' where id = ${created[0]!.orderId}::uuid`,
    );
    const q = `&q=${encodeURIComponent(shopper.email)}`;
    expect((await list(`?from=2026-04-01&to=2026-04-01${q}`)).orders.map((o) => o.id)).toEqual([created[0]!.orderId]);
    expect((await list(`?to=2026-03-31${q}`)).orders).toEqual([]);
    const first = await list(`?limit=2${q}`);
    expect(first.orders).toHaveLength(2);
    const second = await list(`?limit=2&cursor=${first.nextCursor}${q}`);
    expect(second.nextCursor).toBeNull();
    expect([...first.orders, ...second.orders].map((o) => o.id).sort()).toEqual(created.map((c) => c.orderId).sort());
    const refused = await get('/api/admin/orders?from=1st%20April', owner);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'from' }] });
  });

  it('refunds a whole order through the provider: access taken back, credit note, e-mail, audit entry', async () => {
    const { shopper, orderId } = await paidOrderOf([DASHBOARD.id, PLAYBOOK.id]);
    const download = () => get(`/api/library/${DASHBOARD.id}/download`, shopper);
    expect((await download()).statusCode).toBe(200);
    const response = await refund(orderId, refundOf([DASHBOARD.id, PLAYBOOK.id]));
    expect(response.statusCode).toBe(200);
    const detail = AdminOrderDetailSchema.parse(response.json());
    expect(detail.order).toMatchObject({ status: 'refunded', amountRefunded: DASHBOARD.price + PLAYBOOK.price });
    expect(detail.refunds).toEqual([
      expect.objectContaining({
        reason: 'merchant',
        status: 'processed',
        amount: DASHBOARD.price + PLAYBOOK.price,
        note: 'Asked within the 30-day guarantee',
        requestedBy: OWNER,
        providerRefundId: expect.stringMatching(/^rfnd_sim_/),
      }),
    ]);
    expect(detail.refundableProductIds).toEqual([]);
    expect(detail.order.documents.creditNotes).toHaveLength(1);
    expect(detail.emails.map((email) => email.kind)).toEqual(['receipt', 'refund_notice']);
    expect(detail.timeline.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['order', 'payment', 'refund', 'document', 'email']),
    );
    const shopperView = (await get(`/api/orders/${orderId}`, shopper)).json();
    expect(shopperView.refunds).toEqual([
      expect.objectContaining({
        reason: 'merchant',
        message: merchantRefundMessage(DASHBOARD.price + PLAYBOOK.price, 'processed'),
      }),
    ]);
    for (const url of [`/api/admin/orders/${orderId}/invoice.pdf`, `/api/admin/orders/${orderId}/credit-notes/1.pdf`]) {
      const pdf = await get(url, owner);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await get(`/api/admin/orders/${orderId}/credit-notes/2.pdf`, owner)).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: INVOICE_MESSAGES.noCreditNote,
    });
    const refused = await download();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'NOT_PURCHASED',
      message: LIBRARY_MESSAGES.notPurchased(DASHBOARD.title),
    });
    const audit = rowsOf<{ actor_email: string; action: string; subject: string }>(
      await test.database.db.execute(
        sql`select actor_email, action, subject from audit_log where subject = ${orderId}`,
      ),
    );
    expect(audit).toEqual([{ actor_email: OWNER, action: 'refund', subject: orderId }]);
  });

  it('refunds one line of two: the order is partly refunded and only the other line stays refundable', async () => {
    const { orderId } = await paidOrderOf([DASHBOARD.id, TEMPLATES.id]);
    const detail = AdminOrderDetailSchema.parse((await refund(orderId, refundOf([TEMPLATES.id]))).json());
    expect(detail.order).toMatchObject({ status: 'partially_refunded', amountRefunded: TEMPLATES.price });
    expect(detail.refundableProductIds).toEqual([DASHBOARD.id]);
    const again = await refund(orderId, refundOf([TEMPLATES.id]));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: ADMIN_REFUND_MESSAGES.alreadyRefunded([TEMPLATES.title]),
    });
  });

  it('makes one refund of one key, pressed twice or sent by two merchants at once', async () => {
    const { orderId } = await paidOrderOf([DASHBOARD.id]);
    const body = refundOf([DASHBOARD.id]);
    const answers = await Promise.all([refund(orderId, body), refund(orderId, body), refund(orderId, body, partner)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const stored = rowsOf<{ amount: number }>(
      await test.database.db.execute(sql`select amount from refunds where order_id = ${orderId}::uuid`),
    );
    expect(stored).toEqual([{ amount: DASHBOARD.price }]);
    const detail = AdminOrderDetailSchema.parse((await get(`/api/admin/orders/${orderId}`, owner)).json());
    expect(detail.order.amountRefunded).toBe(DASHBOARD.price);
    expect(detail.order.documents.creditNotes).toHaveLength(1);
    const reused = await refund(orderId, { ...body, productIds: [PLAYBOOK.id] });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ message: ADMIN_REFUND_MESSAGES.keyReused });
  });

  it('makes one refund of the same lines sent at once under two keys: the other is refused', async () => {
    const { orderId } = await paidOrderOf([PLAYBOOK.id]);
    const answers = await Promise.all([
      refund(orderId, refundOf([PLAYBOOK.id])),
      refund(orderId, refundOf([PLAYBOOK.id]), partner),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const stored = rowsOf<{ n: number }>(
      await test.database.db.execute(sql`select count(*)::int as n from refunds where order_id = ${orderId}::uuid`),
    );
    expect(stored).toEqual([{ n: 1 }]);
  });

  it('refuses to refund an unpaid order, or a product that is not in it', async () => {
    const shopper = await createSignedInUser(test.app, test.database);
    const open = await createOrder(test.app, shopper, cartOf([DASHBOARD.id]));
    const unpaid = await refund(open.orderId, refundOf([DASHBOARD.id]));
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ message: ADMIN_REFUND_MESSAGES.notRefundable });
    const { orderId } = await paidOrderOf([TEMPLATES.id]);
    const stranger = await refund(orderId, refundOf([DASHBOARD.id]));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: ADMIN_REFUND_MESSAGES.notInOrder });
  });

  it('shows the merchants every refund in the audit log, newest first, a page at a time', async () => {
    const { orderId } = await paidOrderOf([TEMPLATES.id]);
    await refund(orderId, refundOf([TEMPLATES.id]), partner);
    const first = await get('/api/admin/audit-log?limit=1', owner);
    expect(first.statusCode).toBe(200);
    const page = AuditLogResponseSchema.parse(first.json());
    expect(page.entries).toEqual([
      expect.objectContaining({
        actorEmail: SECOND_OWNER,
        action: 'refund',
        subject: orderId,
        details: expect.objectContaining({ amount: TEMPLATES.price, productIds: [TEMPLATES.id] }),
      }),
    ]);
    const next = AuditLogResponseSchema.parse(
      (await get(`/api/admin/audit-log?cursor=${page.nextCursor}`, owner)).json(),
    );
    expect(next.entries.length).toBeGreaterThan(0);
    expect(next.entries.map((entry) => entry.id)).not.toContain(page.entries[0]!.id);
  });

  it('keeps the audit log append-only: the database refuses UPDATE and DELETE', async () => {
    await test.database.db.execute(
      sql`insert into audit_log (actor_email, action, subject, details) values (${OWNER}, 'export', 'orders.csv', '{}')`,
    );
    await expect(
      test.database.db.execute(sql`update audit_log set actor_email = 'someone@else.example'`),
    ).rejects.toThrow();
    await expect(test.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const rows = rowsOf<{ n: number }>(
      await test.database.db.execute(sql`select count(*)::int as n from audit_log where actor_email = ${OWNER}`),
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
}

describe('the merchant console: orders and refunds (PGlite)', () => adminOrdersSuite('pglite'));
describeOnPostgres('the merchant console: orders and refunds (PostgreSQL)', () => adminOrdersSuite('postgres'));
