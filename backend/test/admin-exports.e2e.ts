import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ADMIN_EXPORT_MESSAGES,
  CATALOGUE,
  INVOICE_EXPORT_COLUMNS,
  INVOICE_MESSAGES,
  type BillingDetailsInput,
} from '@profit/contract';
import { sql } from 'drizzle-orm';
import { buyAndPay, cartOf, startCheckoutApp } from './support/checkout.js';
import { describeOnPostgres, LIVE_SELLER_ENV, type DatabaseKind, type TestApp } from './support/test-app.js';
import { createSignedInUser, type TestUser } from './support/users.js';

const OWNER = 'owner@shop.example';
const GUIDE = CATALOGUE[0]!;
const OTHER_SAC = CATALOGUE.find((product) => product.sac !== GUIDE.sac)!;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A price's GST parts worked out here, apart from the code under test: taxable = price × 100 / 118. */
function partsOf(price: number) {
  const taxable = Math.round((price * 100) / 118);
  return { taxable, tax: price - taxable };
}
const rupees = (paise: number) => (paise / 100).toFixed(2);

/** Sold in Maharashtra (another state than the Karnataka seller's): IGST, and a name that is a formula. */
const FORMULA_BUYER: BillingDetailsInput = { name: '=HYPERLINK("x")', state: '27', pinCode: '411045', gstin: '' };
/** A registered business in the seller's state: CGST and SGST. */
const KARNATAKA_BUSINESS: BillingDetailsInput = {
  name: 'Bengaluru Tools LLP',
  state: '29',
  pinCode: '560001',
  gstin: '29AAGCB7383J1Z4',
};

function adminExportsSuite(kind: DatabaseKind) {
  let test: TestApp;
  let owner: TestUser;

  const download = (path: string, user: TestUser = owner) =>
    test.app.inject({ method: 'GET', url: `/api/admin/exports/${path}`, headers: user.headers });
  const lines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n');
  const paid = async (billing: BillingDetailsInput, productIds: string[], issuedAt: string) => {
    const shopper = await createSignedInUser(test.app, test.database);
    const { orderId } = await buyAndPay(test.app, shopper, { ...cartOf(productIds), billing });
    await test.database.db.execute(
      sql`update invoices set issued_at = ${issuedAt}::timestamptz where order_id = ${orderId}::uuid`,
    );
    const [invoice] = rowsOf<{ number: string }>(
      await test.database.db.execute(sql`select number from invoices where order_id = ${orderId}::uuid`),
    );
    return { orderId, number: invoice!.number };
  };

  beforeAll(async () => {
    test = await startCheckoutApp({ database: kind, env: { ...LIVE_SELLER_ENV, ADMIN_EMAILS: OWNER } });
    owner = await createSignedInUser(test.app, test.database, 'Meera Shah', OWNER);
  });
  afterAll(async () => {
    await test.close();
  });

  it('exports the invoices of India days with the GSTR-1 columns, a row per SAC, formulas escaped', async () => {
    const formula = await paid(FORMULA_BUYER, [GUIDE.id], '2026-04-01T00:10:00+05:30');
    const business = await paid(KARNATAKA_BUSINESS, [GUIDE.id, OTHER_SAC.id], '2026-04-02T23:50:00+05:30');
    await paid(KARNATAKA_BUSINESS, [GUIDE.id], '2026-03-31T23:59:00+05:30');
    await paid(KARNATAKA_BUSINESS, [GUIDE.id], '2026-04-03T00:00:00+05:30');

    const answer = await download('invoices.csv?from=2026-04-01&to=2026-04-02');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="invoices-2026-04-01-to-2026-04-02.csv"');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const guide = partsOf(GUIDE.price);
    const other = partsOf(OTHER_SAC.price);
    const total = GUIDE.price + OTHER_SAC.price;
    const half = (tax: number) => [rupees(Math.ceil(tax / 2)), rupees(Math.floor(tax / 2))];
    expect(lines(answer.body)).toEqual([
      INVOICE_EXPORT_COLUMNS.join(','),
      [
        formula.number,
        '01-Apr-2026',
        formula.orderId,
        `"'=HYPERLINK(""x"")"`,
        '',
        '27-Maharashtra',
        GUIDE.sac,
        '18',
        rupees(guide.taxable),
        '0.00',
        '0.00',
        rupees(guide.tax),
        rupees(GUIDE.price),
        'B2CS',
      ].join(','),
      [
        business.number,
        '02-Apr-2026',
        business.orderId,
        'Bengaluru Tools LLP',
        KARNATAKA_BUSINESS.gstin,
        '29-Karnataka',
        GUIDE.sac,
        '18',
        rupees(guide.taxable),
        ...half(guide.tax),
        '0.00',
        rupees(total),
        'B2B',
      ].join(','),
      [
        business.number,
        '02-Apr-2026',
        business.orderId,
        'Bengaluru Tools LLP',
        KARNATAKA_BUSINESS.gstin,
        '29-Karnataka',
        OTHER_SAC.sac,
        '18',
        rupees(other.taxable),
        ...half(other.tax),
        '0.00',
        rupees(total),
        'B2B',
      ].join(','),
      '',
    ]);
    const [audit] = rowsOf<{ actor_email: string; action: string; subject: string; details: object }>(
      await test.database.db.execute(
        sql`select actor_email, action, subject, details from audit_log where action = 'export' order by at desc limit 1`,
      ),
    );
    expect(audit).toEqual({
      actor_email: OWNER,
      action: 'export',
      subject: 'invoices-2026-04-01-to-2026-04-02.csv',
      details: { kind: 'invoices', from: '2026-04-01', to: '2026-04-02', records: 2 },
    });
  });

  it('exports credit notes as their own file, with the invoice they credit and where GSTR-1 reports them', async () => {
    const business = await paid(KARNATAKA_BUSINESS, [GUIDE.id, OTHER_SAC.id], '2026-05-10T12:00:00+05:30');
    const refunded = await test.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${business.orderId}/refunds`,
      headers: owner.headers,
      payload: { idempotencyKey: randomUUID(), productIds: [OTHER_SAC.id], reason: 'Asked within 30 days' },
    });
    expect(refunded.statusCode).toBe(200);
    await test.database.db.execute(
      sql`update credit_notes set issued_at = '2026-05-12T09:00:00+05:30' where order_id = ${business.orderId}::uuid`,
    );
    const [note] = rowsOf<{ number: string }>(
      await test.database.db.execute(sql`select number from credit_notes where order_id = ${business.orderId}::uuid`),
    );
    const answer = await download('credit-notes.csv?from=2026-05-01&to=2026-05-31');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="credit-notes-2026-05-01-to-2026-05-31.csv"',
    );
    const other = partsOf(OTHER_SAC.price);
    const [header, row, end] = lines(answer.body);
    expect(header!.split(',')).toContain('Note value');
    expect(row).toBe(
      [
        note!.number,
        '12-May-2026',
        business.number,
        '10-May-2026',
        business.orderId,
        'Bengaluru Tools LLP',
        KARNATAKA_BUSINESS.gstin,
        '29-Karnataka',
        OTHER_SAC.sac,
        '18',
        rupees(other.taxable),
        rupees(Math.ceil(other.tax / 2)),
        rupees(Math.floor(other.tax / 2)),
        '0.00',
        rupees(OTHER_SAC.price),
        INVOICE_MESSAGES.partialRefundReason,
        'CDNR',
      ].join(','),
    );
    expect(end).toBe('');
    expect(lines((await download('invoices.csv?from=2026-05-12&to=2026-05-12')).body)).toHaveLength(2);
  });

  it('exports the subscribers of the range with their state and dates', async () => {
    for (const email of ['-first@example.in', 'second@example.in'])
      expect(
        (await test.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email } })).statusCode,
      ).toBeLessThan(300);
    await test.database.db.execute(
      sql`update subscriptions set status = 'confirmed', confirmed_at = '2026-06-02T10:00:00Z', created_at = '2026-06-01T10:00:00Z' where email = '-first@example.in'`,
    );
    await test.database.db.execute(
      sql`update subscriptions set created_at = '2026-06-03T10:00:00Z' where email = 'second@example.in'`,
    );
    const answer = await download('subscribers.csv?from=2026-06-01&to=2026-06-30');
    expect(answer.statusCode).toBe(200);
    expect(lines(answer.body)).toEqual([
      'E-mail,State,Subscribed at,Confirmed at',
      "'-first@example.in,confirmed,2026-06-01T10:00:00.000Z,2026-06-02T10:00:00.000Z",
      'second@example.in,pending,2026-06-03T10:00:00.000Z,',
      '',
    ]);
  });

  it('refuses a range that ends before it starts, an unknown export, and anyone but a merchant', async () => {
    const backwards = await download('invoices.csv?from=2026-04-02&to=2026-04-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'to' }] });
    expect((await download('invoices.csv')).statusCode).toBe(400);
    const unknown = await download('customers.csv?from=2026-04-01&to=2026-04-01');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: ADMIN_EXPORT_MESSAGES.notFound });
    const shopper = await createSignedInUser(test.app, test.database);
    expect((await download('invoices.csv?from=2026-04-01&to=2026-04-01', shopper)).statusCode).toBe(403);
  });
}

describe('the merchant console: exports (PGlite)', () => adminExportsSuite('pglite'));
describeOnPostgres('the merchant console: exports (PostgreSQL)', () => adminExportsSuite('postgres'));
