import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { PaymentsRepository } from './payments.repository.js';
import { describe, OrderPaymentsService } from './order-payments.service.js';
import {
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
} from './payment-provider.js';

/** How long one replica keeps an order to itself while checking it. */
const LEASE_SECONDS = 120;
/** Orders checked per run (the oldest first); the next run takes the rest. */
const BATCH = 100;

/** What one run did, for logs and the operators' command. */
export interface ReconciliationReport {
  checked: number;
  paid: number;
  attempted: number;
  failed: number;
  expired: number;
  extraPaymentsRefunded: number;
  unreachable: number;
}

export interface ReconciliationOptions {
  /** Orders created at least this many minutes ago are checked (default RECONCILE_AFTER_MINUTES). */
  afterMinutes?: number;
  /** Orders with no payment this many minutes after creation expire (default ORDER_EXPIRY_MINUTES). */
  expiryMinutes?: number;
}

/**
 * Looks again at orders that are not final a few minutes after creation, and keeps looking at them
 * (less and less often) for RECONCILE_WINDOW_HOURS, the time Razorpay may take to authorise late — the process died before
 * verify, or the shopper closed the tab after paying — asks the provider what became of their
 * payments and applies the same transitions as verify and webhooks; orders with no payment after
 * ORDER_EXPIRY_MINUTES expire (a payment arriving later still pays them), and an authorisation
 * still not captured is captured by the shop. Second payments whose refund was never asked for get
 * their refund job.
 * Idempotent, and safe on several replicas at once: each order is claimed with a lease
 * (`FOR UPDATE SKIP LOCKED`) and every transition is a guarded statement. Runs on an in-process
 * timer (RECONCILE_INTERVAL_SECONDS) and as a command (`npm run reconcile -w backend`).
 */
@Injectable()
export class ReconciliationService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Reconciliation');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<ReconciliationReport> | undefined;

  constructor(
    private readonly orders: OrdersRepository,
    private readonly payments: PaymentsRepository,
    private readonly orderPayments: OrderPaymentsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.env.RECONCILE_INTERVAL_SECONDS;
    if (seconds <= 0) return;
    this.timer = setInterval(() => {
      this.runOnce().catch((error: unknown) => this.logger.error(`Reconciliation failed: ${describe(error)}`));
    }, seconds * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One run; a run already in progress in this process is joined rather than doubled. */
  runOnce(options: ReconciliationOptions = {}): Promise<ReconciliationReport> {
    this.running ??= this.run(options).finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(options: ReconciliationOptions): Promise<ReconciliationReport> {
    const afterMinutes = options.afterMinutes ?? this.config.env.RECONCILE_AFTER_MINUTES;
    const expiryMinutes = options.expiryMinutes ?? this.config.env.ORDER_EXPIRY_MINUTES;
    const report: ReconciliationReport = {
      checked: 0,
      paid: 0,
      attempted: 0,
      failed: 0,
      expired: 0,
      extraPaymentsRefunded: 0,
      unreachable: 0,
    };
    const claimed = await this.orders.claimForReconciliation(
      afterMinutes,
      LEASE_SECONDS,
      BATCH,
      this.config.env.RECONCILE_WINDOW_HOURS,
    );
    for (const order of claimed) {
      report.checked++;
      const expired = Date.now() - order.createdAt.getTime() >= expiryMinutes * 60_000;
      if (!order.providerOrderId) {
        // No provider order was ever handed to the shopper, so no payment can exist.
        if (expired && (await this.orders.markExpired(order.id, 'No provider order was attached'))) report.expired++;
        continue;
      }
      let providerPayments: ProviderPayment[];
      try {
        providerPayments = await this.provider.fetchOrderPayments(order.providerOrderId);
      } catch (error) {
        if (error instanceof PaymentProviderError && error.kind === 'not_found') providerPayments = [];
        else {
          report.unreachable++;
          this.logger.warn(`Order ${order.id}: ${describe(error)}; checked again after the lease`);
          continue;
        }
      }
      // Captured payments first (the first one pays the order, any other is a second charge), then authorised.
      const rank = { captured: 0, authorized: 1, refunded: 2, created: 3, failed: 4 } as const;
      const ordered = [...providerPayments].sort((a, b) => rank[a.status] - rank[b.status]);
      let settled = false;
      for (const payment of ordered) {
        if (payment.status === 'failed' || payment.status === 'created' || payment.status === 'refunded') continue;
        // An authorisation still not captured this late is captured by the shop (a late authorisation).
        const outcome = await this.orderPayments.confirm(payment, { orderId: order.id }, { captureAuthorized: true });
        if (outcome.kind === 'paid') report.paid++;
        if (outcome.kind === 'pending') report.attempted++;
        if (outcome.kind !== 'mismatch') settled = true;
      }
      if (settled) continue;
      const lastFailure = providerPayments.filter((payment) => payment.status === 'failed').at(-1);
      if (expired) {
        if (await this.orders.markExpired(order.id, 'No payment was captured in time')) report.expired++;
      } else if (lastFailure) {
        const outcome = await this.orderPayments.confirm(lastFailure, { orderId: order.id });
        if (outcome.kind === 'failed') report.failed++;
      }
    }
    for (const extra of await this.payments.extraPaymentsToRefund()) {
      if (await this.orderPayments.enqueueExtraRefund(extra.id, extra.orderId)) report.extraPaymentsRefunded++;
    }
    if (report.checked > 0 || report.extraPaymentsRefunded > 0)
      this.logger.log(`Reconciled: ${JSON.stringify(report)}`);
    return report;
  }
}
