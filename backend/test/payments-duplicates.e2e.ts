import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { CATALOGUE, duplicateRefundMessage, INVOICE_MESSAGES, type Order } from '@profit/contract';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../src/database/schema.js';
import { TaxDocumentsService } from '../src/invoices/tax-documents.service.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { PAYMENT_PROVIDER } from '../src/payments/payment-provider.js';
import { ReconciliationService } from '../src/payments/reconciliation.service.js';
import type { SimulatedProvider } from '../src/payments/simulated/simulated.provider.js';
import { cartOf, createOrder, payWithSimulator, signedWebhook, startCheckoutApp, verify } from './support/checkout.js';
import { describeOnPostgres, type DatabaseKind, type TestApp } from './support/test-app.js';
import { createSignedInUser, type TestUser } from './support/users.js';

const DASHBOARD = CATALOGUE.find((product) => product.title === 'Founder Metrics Dashboard')!;
const OTHER = CATALOGUE.find((product) => product.id !== DASHBOARD.id)!;
const THIRD = CATALOGUE.find((product) => product.id !== DASHBOARD.id && product.id !== OTHER.id)!;

function duplicatesSuite(kind: DatabaseKind) {
  let test: TestApp;
  let provider: SimulatedProvider;

  beforeAll(async () => {
    test = await startCheckoutApp({ database: kind });
    provider = test.app.get<SimulatedProvider>(PAYMENT_PROVIDER);
  });
  afterAll(() => test?.close());

  const orderOf = async (user: TestUser, orderId: string): Promise<Order> =>
    (await test.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: user.headers })).json();
  const libraryOf = async (user: TestUser): Promise<string[]> =>
    (
      (await test.app.inject({ method: 'GET', url: '/api/library', headers: user.headers })).json().items as {
        product: { id: string };
      }[]
    )
      .map((item) => item.product.id)
      .sort();
  const webhook = (event: object) => {
    const { payload, headers } = signedWebhook(provider.webhookSecret, event, `evt_${randomUUID()}`);
    return test.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload });
  };
  const refundEvent = async (
    name: 'refund.processed' | 'refund.failed',
    paymentId: string,
    refund: { id: string; amount: number; notes?: object },
    amountRefunded: number,
  ) => {
    const payment = await provider.fetchPayment(paymentId);
    return webhook({
      entity: 'event',
      event: name,
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { entity: 'refund', currency: 'INR', payment_id: paymentId, ...refund } },
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount: payment.amount,
            currency: 'INR',
            status: 'captured',
            order_id: payment.providerOrderId,
            amount_refunded: amountRefunded,
          },
        },
      },
    });
  };

  /** The shopper pays two orders that both hold the dashboard; answers the second (B) and its payment. */
  async function payTwoOverlappingOrders(user: TestUser) {
    const a = await createOrder(test.app, user, cartOf([DASHBOARD.id]));
    const b = await createOrder(test.app, user, cartOf([DASHBOARD.id, OTHER.id]));
    const paidA = payWithSimulator(provider, a.id);
    const paidB = payWithSimulator(provider, b.id);
    expect((await verify(test.app, user, paidA)).json()).toMatchObject({ success: true });
    expect((await verify(test.app, user, paidB)).json()).toMatchObject({ success: true });
    return { a, b, paymentB: paidB.razorpay_payment_id };
  }

  it('create-order answers the open unpaid order of the same products (same provider order), and a new one otherwise', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const first = await createOrder(test.app, user, cartOf([DASHBOARD.id, OTHER.id]));
    const again = await createOrder(test.app, user, cartOf([OTHER.id, DASHBOARD.id]));
    expect(again).toEqual(first);
    const other = await createOrder(test.app, user, cartOf([DASHBOARD.id]));
    expect(other.id).not.toBe(first.id);
    const count = await test.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(count).toHaveLength(2);
  });

  it('refunds the overlap of a second paid order through the provider, says so on the order, and keeps access', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const { a, b, paymentB } = await payTwoOverlappingOrders(user);
    const before = await orderOf(user, b.orderId);
    expect(before.status).toBe('paid');
    expect(before.refunds).toEqual([
      {
        amount: DASHBOARD.price,
        reason: 'duplicate',
        status: 'pending',
        productIds: [DASHBOARD.id],
        message: duplicateRefundMessage(DASHBOARD.price, [DASHBOARD.title], 'pending'),
      },
    ]);
    expect((await orderOf(user, a.orderId)).refunds).toEqual([]);
    // The provider call is a job: nothing refunded until a worker runs it, then exactly the overlap.
    expect(await provider.fetchPayment(paymentB)).toMatchObject({ amountRefunded: 0 });
    await test.app.get(JobsService).runDue();
    expect(await provider.fetchPayment(paymentB)).toMatchObject({
      status: 'captured',
      amountRefunded: DASHBOARD.price,
    });
    const after = await orderOf(user, b.orderId);
    expect(after.refunds[0]!.message).toBe('Rs 499.00 refunded: you already owned Founder Metrics Dashboard.');
    expect(after).toMatchObject({ status: 'partially_refunded', amountRefunded: DASHBOARD.price });
    expect(await libraryOf(user)).toEqual([DASHBOARD.id, OTHER.id].sort());
    // Its credit note reverses the owned kit's invoice line exactly, and says why.
    expect(after.documents.creditNotes).toEqual([{ n: 1, number: expect.any(String), amount: DASHBOARD.price }]);
    const documents = test.app.get(TaxDocumentsService);
    const invoice = await documents.invoiceFigures(b.orderId, user.id);
    const note = await documents.creditNoteFigures(b.orderId, 1, user.id);
    expect(note).toMatchObject({ reason: INVOICE_MESSAGES.alreadyOwnedReason, invoiceNumber: invoice!.number });
    expect(note!.lines).toEqual(invoice!.lines.filter((line) => line.description === DASHBOARD.title));
    // Running the jobs again (another replica, a restart) refunds nothing more.
    await test.app.get(JobsService).runDue();
    expect(await provider.fetchPayment(paymentB)).toMatchObject({ amountRefunded: DASHBOARD.price });
    expect((await orderOf(user, b.orderId)).documents.creditNotes).toHaveLength(1);
  });

  it('refunds the overlap once when both orders are confirmed at the same moment (eight shoppers at once)', async () => {
    const shopper = async () => {
      const user = await createSignedInUser(test.app, test.database);
      const a = await createOrder(test.app, user, cartOf([DASHBOARD.id, THIRD.id]));
      const b = await createOrder(test.app, user, cartOf([DASHBOARD.id, OTHER.id]));
      return { user, a, b, paidA: payWithSimulator(provider, a.id), paidB: payWithSimulator(provider, b.id) };
    };
    const shoppers = await Promise.all(Array.from({ length: 8 }, shopper));
    const answers = await Promise.all(
      shoppers.flatMap(({ user, paidA, paidB }) => [verify(test.app, user, paidA), verify(test.app, user, paidB)]),
    );
    expect(answers.every((answer) => answer.json().success === true)).toBe(true);
    await test.app.get(JobsService).runDue();
    for (const { user, a, b, paidA, paidB } of shoppers) {
      const refunded = await Promise.all(
        [paidA, paidB].map(async (paid) => (await provider.fetchPayment(paid.razorpay_payment_id)).amountRefunded),
      );
      expect(refunded.sort()).toEqual([0, DASHBOARD.price]);
      const rows = await test.database.db.execute(
        sql`select count(*)::int as n from refunds where order_id in (${a.orderId}::uuid, ${b.orderId}::uuid)`,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
      expect(await libraryOf(user)).toEqual([DASHBOARD.id, OTHER.id, THIRD.id].sort());
    }
  });

  it('marks a refund the provider failed as failed, logs it at error level, and leaves access as it was', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const { b, paymentB } = await payTwoOverlappingOrders(user);
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const [row] = (
        (await test.database.db.execute(
          sql`select id from refunds where order_id = ${b.orderId}::uuid`,
        )) as unknown as {
          rows: { id: string }[];
        }
      ).rows;
      const response = await refundEvent(
        'refund.failed',
        paymentB,
        { id: 'rfnd_failed_1', amount: DASHBOARD.price, notes: { refundId: row!.id, reason: 'duplicate' } },
        0,
      );
      expect(response.statusCode).toBe(200);
      const order = await orderOf(user, b.orderId);
      expect(order.status).toBe('paid');
      expect(order.refunds[0]).toMatchObject({
        status: 'failed',
        message: duplicateRefundMessage(DASHBOARD.price, [DASHBOARD.title], 'failed'),
      });
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/FAILED at the provider/));
      expect(await libraryOf(user)).toEqual([DASHBOARD.id, OTHER.id].sort());
    } finally {
      errors.mockRestore();
    }
  });

  it('acknowledges (200) and logs a signed event that breaks a table rule — a refund above the payment — never a 500', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, user, cartOf([THIRD.id]));
    const [first, second] = [payWithSimulator(provider, created.id), payWithSimulator(provider, created.id)];
    await verify(test.app, user, first);
    await verify(test.app, user, second); // a second payment, recorded as extra
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const response = await refundEvent(
        'refund.processed',
        second.razorpay_payment_id,
        { id: 'rfnd_too_much', amount: THIRD.price * 2 },
        THIRD.price * 2,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/breaks a table rule/));
    } finally {
      errors.mockRestore();
    }
    expect((await orderOf(user, created.orderId)).amountRefunded).toBe(0);
  });

  it('captures and pays a late authorisation of an expired order within RECONCILE_WINDOW_HOURS, and not after', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const late = await createOrder(test.app, user, cartOf([OTHER.id]));
    const tooLate = await createOrder(test.app, user, cartOf([THIRD.id]));
    const age = async (orderId: string, hours: number) =>
      test.database.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - hours * 3_600_000), reconcileAfter: null })
        .where(eq(orders.id, orderId));
    await age(late.orderId, 3);
    await age(tooLate.orderId, 121);
    const reconciliation = test.app.get(ReconciliationService);
    await reconciliation.runOnce({ afterMinutes: 0 });
    // No payment an hour after creation: expired (ORDER_EXPIRY_MINUTES).
    expect((await orderOf(user, late.orderId)).status).toBe('expired');
    // Then the bank authorises both, late.
    const { payment } = provider.pay(late.id, 'authorized');
    const { payment: tooLatePayment } = provider.pay(tooLate.id, 'authorized');
    await test.database.db.execute(
      sql`update orders set status = 'expired', reconcile_after = null where id = ${tooLate.orderId}::uuid`,
    );
    await age(late.orderId, 3);
    await reconciliation.runOnce({ afterMinutes: 0 });
    expect(await orderOf(user, late.orderId)).toMatchObject({ status: 'paid', paymentId: payment.id });
    expect(await provider.fetchPayment(payment.id)).toMatchObject({ status: 'captured' });
    expect((await orderOf(user, tooLate.orderId)).status).toBe('expired');
    expect(await provider.fetchPayment(tooLatePayment.id)).toMatchObject({ status: 'authorized' });
    expect(await libraryOf(user)).toEqual([OTHER.id]);
  });
}

describe('one net charge per product, refunds and late payments', () => duplicatesSuite('pglite'));
describeOnPostgres('one net charge per product, refunds and late payments', () => duplicatesSuite('postgres'));
