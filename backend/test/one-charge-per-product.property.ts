import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE } from '@profit/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { JobsService } from '../src/jobs/jobs.service.js';
import { PAYMENT_PROVIDER } from '../src/payments/payment-provider.js';
import { ReconciliationService } from '../src/payments/reconciliation.service.js';
import type { SimulatedProvider } from '../src/payments/simulated/simulated.provider.js';
import { cartOf, startCheckoutApp, verify } from './support/checkout.js';
import type { TestApp } from './support/test-app.js';
import { createSignedInUser, type TestUser } from './support/users.js';

/** Generated interleavings (each a fresh shopper); every one ends with every path having run. */
const RUNS = Number(process.env.ONE_CHARGE_RUNS ?? 40);
/** Three products: two to four orders of one or two of them overlap often. */
const PRODUCTS = CATALOGUE.slice(0, 3);

/** A webhook delivery the simulated provider made, kept to be delivered when the test says. */
interface Delivery {
  body: string;
  headers: Record<string, string>;
  delivered: boolean;
}

type Step =
  | { kind: 'create' | 'pay'; order: number }
  | { kind: 'verify' | 'webhook'; pick: number }
  | { kind: 'reconcile' | 'jobs' }
  | { kind: 'together'; steps: [Step, Step] };

/** Creating and paying come often, so that overlapping orders are both paid in most runs. */
const single: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom('create' as const, 'pay' as const), order: fc.nat(3) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constantFrom('verify' as const, 'webhook' as const), pick: fc.nat(20) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('reconcile' as const, 'jobs' as const) }) },
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: single },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('together' as const), steps: fc.tuple(single, single) }) },
);
/** Each order is one or two of the products (the same cart twice is allowed: create then returns the open order). */
const carts = fc.array(fc.subarray([0, 1, 2], { minLength: 1, maxLength: 2 }), { minLength: 2, maxLength: 4 });

/**
 * One net charge per product, whatever the interleaving: two to four orders of overlapping products,
 * created, paid at the (simulated) provider, verified, told by webhook and reconciled in a random
 * order, some steps at once. At the end the money the shop keeps at the provider is exactly one
 * price per product bought, every duplicate refund is recorded once (one row, one provider refund),
 * and the shopper keeps access to every product paid for.
 */
describe('one net charge per product', () => {
  let test: TestApp;
  let provider: SimulatedProvider;
  let recorder: Server;
  const deliveries: Delivery[] = [];

  beforeAll(async () => {
    test = await startCheckoutApp();
    provider = test.app.get<SimulatedProvider>(PAYMENT_PROVIDER);
    recorder = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        for (const name of ['x-razorpay-signature', 'x-razorpay-event-id'])
          headers[name] = String(request.headers[name]);
        deliveries.push({ body, headers, delivered: false });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    provider.webhookUrl = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await test?.close();
    await new Promise((resolve) => recorder?.close(resolve));
  });

  it('keeps exactly one price per product, records each refund once, and never takes access away', async () => {
    await fc.assert(
      fc.asyncProperty(carts, fc.array(step, { minLength: 6, maxLength: 24 }), async (cartIndexes, steps) => {
        const user = await createSignedInUser(test.app, test.database);
        const run = new Run(test, provider, deliveries, user, cartIndexes);
        for (const s of steps) await run.step(s);
        await run.settle();
        await run.check();
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});

class Run {
  private readonly created = new Map<number, { providerOrderId: string; orderId: string }>();
  private readonly payments: { verifyBody: object }[] = [];
  private readonly myDeliveries: Delivery[] = [];

  constructor(
    private readonly test: TestApp,
    private readonly provider: SimulatedProvider,
    private readonly allDeliveries: Delivery[],
    private readonly user: TestUser,
    private readonly cartIndexes: number[][],
  ) {}

  async step(s: Step): Promise<void> {
    switch (s.kind) {
      case 'together':
        await Promise.all(s.steps.map((inner) => this.step(inner)));
        return;
      case 'create': {
        const cart = this.cartIndexes[s.order % this.cartIndexes.length]!;
        const response = await this.test.app.inject({
          method: 'POST',
          url: '/api/payments/create-order',
          headers: this.user.headers,
          payload: cartOf(cart.map((index) => PRODUCTS[index]!.id)),
        });
        if (response.statusCode === 201) {
          const body = response.json();
          this.created.set(s.order % this.cartIndexes.length, { providerOrderId: body.id, orderId: body.orderId });
        } else expect(response.json().code).toBe('ALREADY_OWNED');
        return;
      }
      case 'pay': {
        const order = this.created.get(s.order % this.cartIndexes.length);
        if (!order) return;
        const { payment, signature } = this.provider.pay(order.providerOrderId, 'captured');
        this.payments.push({
          verifyBody: {
            razorpay_order_id: order.providerOrderId,
            razorpay_payment_id: payment.id,
            razorpay_signature: signature!,
          },
        });
        return;
      }
      case 'verify': {
        const payment = this.payments[s.pick % Math.max(1, this.payments.length)];
        if (!payment) return;
        const response = await verify(this.test.app, this.user, payment.verifyBody);
        expect(response.statusCode).toBe(200);
        return;
      }
      case 'webhook': {
        await this.collect();
        const waiting = this.myDeliveries.filter((delivery) => !delivery.delivered);
        const delivery = waiting[s.pick % Math.max(1, waiting.length)];
        if (delivery) await this.deliver(delivery);
        return;
      }
      case 'reconcile':
        await this.test.app.get(ReconciliationService).runOnce({ afterMinutes: 0 });
        return;
      case 'jobs':
        await this.test.app.get(JobsService).runDue();
        return;
    }
  }

  /** Every path runs to the end: each payment verified, every event delivered, reconciliation, every job. */
  async settle(): Promise<void> {
    for (const payment of this.payments) await verify(this.test.app, this.user, payment.verifyBody);
    await this.test.app.get(ReconciliationService).runOnce({ afterMinutes: 0 });
    for (let round = 0; round < 10; round++) {
      const ran = await this.test.app.get(JobsService).runDue();
      await this.collect();
      const waiting = this.myDeliveries.filter((delivery) => !delivery.delivered);
      for (const delivery of waiting) await this.deliver(delivery);
      if (ran === 0 && waiting.length === 0) return;
    }
    throw new Error('jobs and events did not settle in ten rounds');
  }

  async check(): Promise<void> {
    let kept = 0;
    const bought = new Set<string>();
    const seen = new Set<string>();
    for (const [index, order] of this.created) {
      // Two carts of the same products share one order (create-order answered the open one).
      if (seen.has(order.providerOrderId)) continue;
      seen.add(order.providerOrderId);
      const payments = await this.provider.fetchOrderPayments(order.providerOrderId);
      for (const payment of payments) {
        if (payment.status !== 'captured' && payment.status !== 'refunded') continue;
        kept += payment.amount - payment.amountRefunded;
        for (const product of this.cartIndexes[index]!) bought.add(PRODUCTS[product]!.id);
      }
    }
    const expected = [...bought].reduce((sum, id) => sum + CATALOGUE.find((p) => p.id === id)!.price, 0);
    expect({ kept, bought: [...bought].sort() }).toEqual({ kept: expected, bought: [...bought].sort() });

    // Each duplicate refund: one row, one provider refund (told by its refund.processed), processed.
    const rows = (
      (await this.test.database.db.execute(sql`
        select r.id, r.status, r.provider_refund_id from refunds r join orders o on o.id = r.order_id
        where o.user_id = ${this.user.id}::uuid`)) as {
        rows: { id: string; status: string; provider_refund_id: string | null }[];
      }
    ).rows;
    const providerRefunds = this.myDeliveries
      .map((delivery) => JSON.parse(delivery.body))
      .filter(
        (event) => event.event === 'refund.processed' && event.payload.refund.entity.notes?.reason === 'duplicate',
      )
      .map((event) => event.payload.refund.entity.notes.refundId as string);
    expect(providerRefunds.sort()).toEqual(rows.map((row) => row.id).sort());
    expect(rows.every((row) => row.status === 'processed' && row.provider_refund_id)).toBe(true);

    // Access is never taken away: the library holds every product bought.
    const library = await this.test.app.inject({ method: 'GET', url: '/api/library', headers: this.user.headers });
    const owned = (library.json().items as { product: { id: string } }[]).map((item) => item.product.id).sort();
    expect(owned).toEqual([...bought].sort());
  }

  /** Takes the deliveries made so far for this shopper's provider orders. */
  private async collect(): Promise<void> {
    await this.provider.settled();
    const mine = new Set([...this.created.values()].map((order) => order.providerOrderId));
    for (const delivery of this.allDeliveries) {
      if (this.myDeliveries.includes(delivery)) continue;
      const event = JSON.parse(delivery.body);
      const orderId = event.payload?.payment?.entity?.order_id;
      if (mine.has(orderId)) this.myDeliveries.push(delivery);
    }
  }

  private async deliver(delivery: Delivery): Promise<void> {
    delivery.delivered = true;
    const response = await this.test.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: delivery.headers,
      payload: delivery.body,
    });
    expect(response.statusCode).toBe(200);
  }
}
