import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  BILLING_MESSAGES,
  CATALOGUE,
  financialYearOf,
  INVOICE_MESSAGES,
  ORDER_MESSAGES,
  type BillingDetailsInput,
} from '@profit/contract';
import { asc, eq } from 'drizzle-orm';
import { creditNotes, jobs, orderLines, orders, outbox } from '../src/database/schema.js';
import { TaxDocumentsService } from '../src/invoices/tax-documents.service.js';
import { PAYMENT_PROVIDER } from '../src/payments/payment-provider.js';
import type { SimulatedProvider } from '../src/payments/simulated/simulated.provider.js';
import { buyAndPay, cartOf, createOrder, startCheckoutApp } from './support/checkout.js';
import { describeOnPostgres, type DatabaseKind, type TestApp } from './support/test-app.js';
import { createSignedInUser, type TestUser } from './support/users.js';

const MAHARASHTRA: BillingDetailsInput = { name: 'Asha Verma', state: '27', pinCode: '411045', gstin: '' };
const KARNATAKA_BUSINESS: BillingDetailsInput = {
  name: 'Bengaluru Tools LLP',
  state: '29',
  pinCode: '560001',
  gstin: '29aagcb7383j1z4',
};
const year = financialYearOf(new Date()).replace(/^\d{2}/, '');

function taxInvoiceSuite(kind: DatabaseKind) {
  let test: TestApp;
  let documents: TaxDocumentsService;
  let provider: SimulatedProvider;
  const withBilling = (billing: BillingDetailsInput, productIds = [CATALOGUE[0]!.id]) => ({
    ...cartOf(productIds),
    billing,
  });
  const get = (user: TestUser, url: string) => test.app.inject({ method: 'GET', url, headers: user.headers });

  beforeAll(async () => {
    test = await startCheckoutApp({ database: kind });
    documents = test.app.get(TaxDocumentsService);
    provider = test.app.get(PAYMENT_PROVIDER);
    // Refunds made at the provider reach the shop as its signed events, as Razorpay's do.
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.app.getHttpServer().address() as { port: number };
    provider.webhookUrl = `http://127.0.0.1:${port}/api/payments/webhook`;
  });
  afterAll(async () => {
    await provider.settled();
    await test.close();
  });

  it.each([
    [{ ...MAHARASHTRA, pinCode: '041104' }, 'billing.pinCode', BILLING_MESSAGES.pinCode],
    [{ ...MAHARASHTRA, pinCode: '41104' }, 'billing.pinCode', BILLING_MESSAGES.pinCode],
    [{ ...MAHARASHTRA, state: '28' }, 'billing.state', BILLING_MESSAGES.state],
    [{ ...MAHARASHTRA, name: '  ' }, 'billing.name', BILLING_MESSAGES.nameRequired],
    [{ ...KARNATAKA_BUSINESS, gstin: '29AAGCB7383J1Z5' }, 'billing.gstin', BILLING_MESSAGES.gstinCheck],
    [{ ...KARNATAKA_BUSINESS, gstin: '29AAGCB7383' }, 'billing.gstin', BILLING_MESSAGES.gstinFormat],
    [{ ...KARNATAKA_BUSINESS, state: '27' }, 'billing.gstin', BILLING_MESSAGES.gstinOtherState],
  ])(
    'refuses billing details %j with 400 and the field’s message, creating no order',
    async (billing, path, message) => {
      const user = await createSignedInUser(test.app, test.database);
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/payments/create-order',
        headers: user.headers,
        payload: withBilling(billing as BillingDetailsInput),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([{ path, message }]);
      expect(await test.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    },
  );

  it('keeps the billing details on the order, so the next checkout can start from the last order’s', async () => {
    const user = await createSignedInUser(test.app, test.database);
    await createOrder(test.app, user, withBilling(KARNATAKA_BUSINESS));
    const [last] = (await get(user, '/api/orders?limit=1')).json().orders;
    expect(last.billing).toEqual({
      name: 'Bengaluru Tools LLP',
      state: '29',
      pinCode: '560001',
      gstin: '29AAGCB7383J1Z4',
    });
    expect(last.documents).toEqual({ invoiceNumber: null, creditNotes: [] });
  });

  it('issues a tax invoice when an order is paid: CGST + SGST within the seller’s state, figures that add up', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await buyAndPay(test.app, user, withBilling(MAHARASHTRA, [CATALOGUE[0]!.id, CATALOGUE[4]!.id]));
    const invoice = await documents.invoiceFigures(created.orderId, user.id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      placeOfSupply: '27',
      taxKind: 'intra',
      sample: true,
      buyer: { name: 'Asha Verma', state: '27', gstin: null, email: user.email },
      seller: { state: '27', gstin: '27AAACP1234Q1Z8' },
      totals: { amount: 99_800, taxableValue: 84_576, cgst: 7_612, sgst: 7_612, igst: 0 },
      amountInWords: 'Rupees Nine Hundred Ninety-Eight Only',
    });
    expect(invoice!.number).toMatch(new RegExp(`^PRF/${year}/\\d{6}$`));
    expect(invoice!.lines.map((line) => line.sac)).toEqual([CATALOGUE[0]!.sac, CATALOGUE[4]!.sac]);
    const [order] = (await get(user, '/api/orders?limit=1')).json().orders;
    expect(order.documents.invoiceNumber).toBe(invoice!.number);
    const pdf = await get(user, `/api/orders/${created.orderId}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('charges IGST to a buyer in another state', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await buyAndPay(test.app, user, withBilling(KARNATAKA_BUSINESS));
    expect(await documents.invoiceFigures(created.orderId)).toMatchObject({
      placeOfSupply: '29',
      taxKind: 'inter',
      buyer: { gstin: '29AAGCB7383J1Z4' },
      totals: { amount: 49_900, taxableValue: 42_288, cgst: 0, sgst: 0, igst: 7_612 },
    });
  });

  it('lets only the buyer download: another shopper gets 404, an unpaid order has no invoice', async () => {
    const buyer = await createSignedInUser(test.app, test.database);
    const other = await createSignedInUser(test.app, test.database);
    const paid = await buyAndPay(test.app, buyer, withBilling(MAHARASHTRA, [CATALOGUE[1]!.id]));
    const unpaid = await createOrder(test.app, buyer, withBilling(MAHARASHTRA, [CATALOGUE[2]!.id]));
    const stolen = await get(other, `/api/orders/${paid.orderId}/invoice.pdf`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(ORDER_MESSAGES.notFound);
    const none = await get(buyer, `/api/orders/${unpaid.orderId}/invoice.pdf`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(INVOICE_MESSAGES.noInvoice);
    expect((await get(buyer, `/api/orders/${paid.orderId}/credit-notes/1.pdf`)).json().message).toBe(
      INVOICE_MESSAGES.noCreditNote,
    );
    expect((await get(buyer, `/api/orders/not-a-uuid/invoice.pdf`)).statusCode).toBe(404);
  });

  it('numbers invoices consecutively, with no gap and no repeat, under concurrent payments', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createSignedInUser(test.app, test.database)));
    const paid = await Promise.all(buyers.map((buyer) => buyAndPay(test.app, buyer, withBilling(MAHARASHTRA))));
    const numbers = await Promise.all(
      paid.map(async (order) => (await documents.invoiceFigures(order.orderId))!.number),
    );
    const sequences = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(12);
    expect(sequences.at(-1)! - sequences[0]!).toBe(11);
    for (const number of numbers) expect(number.length).toBeLessThanOrEqual(16);
  });

  it('prints the SAC each line recorded when the order was made, not what the catalogue says today', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await buyAndPay(test.app, user, withBilling(MAHARASHTRA, [CATALOGUE[0]!.id]));
    expect(
      (await test.database.db.select().from(orderLines).where(eq(orderLines.orderId, created.orderId))).map(
        (line) => line.sac,
      ),
    ).toEqual([CATALOGUE[0]!.sac]);
    // As if the catalogue had since classified the product otherwise: the line keeps its own code.
    await test.database.db.update(orderLines).set({ sac: '998439' }).where(eq(orderLines.orderId, created.orderId));
    const invoice = await documents.invoiceFigures(created.orderId, user.id);
    expect(invoice!.lines.map((line) => line.sac)).toEqual(['998439']);
  });

  it('writes the receipt to the outbox with its delivery job, in the transaction that pays the order', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await buyAndPay(test.app, user, withBilling(MAHARASHTRA, [CATALOGUE[6]!.id]));
    const invoice = await documents.invoiceFigures(created.orderId);
    const messages = await test.database.db.select().from(outbox).where(eq(outbox.orderId, created.orderId));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'receipt', toAddress: user.email, sentAt: null });
    expect(messages[0]!.subject).toContain(invoice!.number);
    const [job] = await test.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `mail:${messages[0]!.id}`));
    expect(job).toMatchObject({ kind: 'mail.deliver', payload: { outboxId: messages[0]!.id } });
  });

  it('issues a credit note per refund: partial ones, and the last one brings the credits to the invoice exactly', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await buyAndPay(test.app, user, withBilling(KARNATAKA_BUSINESS, [CATALOGUE[2]!.id]));
    const [{ paymentId }] = (await get(user, '/api/orders?limit=1')).json().orders;
    await provider.refundPayment(paymentId, 10_001, {});
    await provider.settled();
    await provider.refundPayment(paymentId, 49_900 - 10_001, {});
    await provider.settled();
    const first = await documents.creditNoteFigures(created.orderId, 1, user.id);
    const second = await documents.creditNoteFigures(created.orderId, 2, user.id);
    const invoice = await documents.invoiceFigures(created.orderId);
    expect(first).toMatchObject({ kind: 'credit_note', invoiceNumber: invoice!.number, totals: { amount: 10_001 } });
    expect(second!.totals.amount).toBe(39_899);
    for (const column of ['amount', 'taxableValue', 'igst'] as const)
      expect(first!.totals[column] + second!.totals[column]).toBe(invoice!.totals[column]);
    expect(first!.number).toMatch(new RegExp(`^PCN/${year}/\\d{6}$`));
    expect(Number(second!.number.slice(-6))).toBe(Number(first!.number.slice(-6)) + 1);
    const pdf = await get(user, `/api/orders/${created.orderId}/credit-notes/2.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const notices = await test.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.orderId, created.orderId))
      .orderBy(asc(outbox.createdAt));
    expect(notices.map((message) => message.kind)).toEqual(['receipt', 'refund_notice', 'refund_notice']);
    const [order] = (await get(user, '/api/orders?limit=1')).json().orders;
    expect(order.documents.creditNotes).toEqual([
      { n: 1, number: first!.number, amount: 10_001 },
      { n: 2, number: second!.number, amount: 39_899 },
    ]);
  });

  it('credits a full refund line by line, as the invoice charged it, once however often the event comes', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await buyAndPay(test.app, user, withBilling(MAHARASHTRA, [CATALOGUE[3]!.id, CATALOGUE[5]!.id]));
    const [{ paymentId }] = (await get(user, '/api/orders?limit=1')).json().orders;
    await provider.refundPayment(paymentId, 99_800, {});
    await provider.settled();
    const note = await documents.creditNoteFigures(created.orderId, 1);
    const invoice = await documents.invoiceFigures(created.orderId);
    expect(note!.lines).toEqual(invoice!.lines);
    expect(note!.reason).toBe(INVOICE_MESSAGES.refundReason);
    expect(
      await test.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, created.orderId)),
    ).toHaveLength(1);
  });
}

describe('GST tax invoices and credit notes [PGlite]', () => taxInvoiceSuite('pglite'));
describeOnPostgres('GST tax invoices and credit notes', () => taxInvoiceSuite('postgres'));
