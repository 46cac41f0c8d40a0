import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { createPaymentProvider } from './create-payment-provider.js';
import { PAYMENT_PROVIDER } from './payment-provider.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { SimulatedPaymentsController } from './simulated-payments.controller.js';
import { WebhooksService } from './webhooks.service.js';

/** Checkout: orders at the server's prices, signature verification, webhooks; `/payments/simulate` only in demo mode. */
@Module({})
export class PaymentsModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: PaymentsModule,
      imports: [OrdersModule],
      controllers: config.simulatedPayments ? [PaymentsController, SimulatedPaymentsController] : [PaymentsController],
      providers: [
        PaymentsService,
        WebhooksService,
        { provide: PAYMENT_PROVIDER, useFactory: createPaymentProvider, inject: [APP_CONFIG] },
      ],
      exports: [PAYMENT_PROVIDER],
    };
  }
}
