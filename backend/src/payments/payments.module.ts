import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { createPaymentProvider } from './create-payment-provider.js';
import { OrderPaymentsService } from './order-payments.service.js';
import { PAYMENT_PROVIDER } from './payment-provider.js';
import { PaymentQueue } from './payment-queue.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { ReconciliationService } from './reconciliation.service.js';
import { SimulatedCheckoutService } from './simulated/simulated-checkout.service.js';
import { SimulatedPaymentsController } from './simulated/simulated-payments.controller.js';
import { createSimulatedProvider, SimulatedProvider } from './simulated/simulated.provider.js';
import { WebhookEventsRepository } from './webhook-events.repository.js';
import { WebhooksService } from './webhooks.service.js';

/**
 * The provider, by mode: in demo mode the simulated provider (also under its own class, for demo
 * mode's Checkout, which stops its events at shutdown), otherwise Razorpay.
 */
function providerFor(config: AppConfig): Provider[] {
  if (!config.simulatedPayments)
    return [{ provide: PAYMENT_PROVIDER, useFactory: createPaymentProvider, inject: [APP_CONFIG] }];
  return [
    { provide: SimulatedProvider, useFactory: createSimulatedProvider, inject: [APP_CONFIG] },
    { provide: PAYMENT_PROVIDER, useExisting: SimulatedProvider },
    SimulatedCheckoutService,
  ];
}

/**
 * Checkout: orders at the server's prices, payments confirmed with the provider, webhooks,
 * reconciliation; `/payments/simulate` only in demo mode.
 */
@Module({})
export class PaymentsModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: PaymentsModule,
      imports: [OrdersModule],
      controllers: config.simulatedPayments ? [PaymentsController, SimulatedPaymentsController] : [PaymentsController],
      providers: [
        PaymentsService,
        OrderPaymentsService,
        PaymentQueue,
        WebhooksService,
        ReconciliationService,
        PaymentsRepository,
        WebhookEventsRepository,
        ...providerFor(config),
      ],
      exports: [PAYMENT_PROVIDER, ReconciliationService],
    };
  }
}
