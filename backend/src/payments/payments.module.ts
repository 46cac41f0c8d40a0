import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { createPaymentProvider } from './create-payment-provider.js';
import { OrderPaymentsService } from './order-payments.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { ReconciliationService } from './reconciliation.service.js';
import { SimulatedPaymentsController } from './simulated-payments.controller.js';
import { SimulatedProvider } from './simulated.provider.js';
import { WebhooksService } from './webhooks.service.js';

/**
 * Checkout: orders at the server's prices, payments confirmed with the provider, webhooks,
 * reconciliation; `/payments/simulate` only in demo mode.
 */
@Module({})
export class PaymentsModule implements OnApplicationShutdown {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: PaymentsModule,
      imports: [OrdersModule],
      controllers: config.simulatedPayments ? [PaymentsController, SimulatedPaymentsController] : [PaymentsController],
      providers: [
        PaymentsService,
        OrderPaymentsService,
        WebhooksService,
        ReconciliationService,
        { provide: PAYMENT_PROVIDER, useFactory: createPaymentProvider, inject: [APP_CONFIG] },
      ],
      exports: [PAYMENT_PROVIDER, ReconciliationService],
    };
  }

  /** The simulated provider stops sending events once the shop shuts down. */
  onApplicationShutdown(): void {
    if (this.provider instanceof SimulatedProvider) this.provider.close();
  }
}
