import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { DemoIdentityModule } from './auth/demo-identity/demo-identity.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { ErrorFilter } from './common/error.filter.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import type { Database } from './database/database.js';
import { DatabaseModule } from './database/database.module.js';
import { DocsModule } from './docs/docs.module.js';
import { HealthModule } from './health/health.module.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { MailModule } from './mail/mail.module.js';
import { LibraryModule } from './library/library.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import type { RateLimiter } from './rate-limits/rate-limiter.js';
import { RateLimitsModule } from './rate-limits/rate-limits.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import type { FileStorage } from './storage/file-storage.js';
import { StorageModule } from './storage/storage.module.js';
import { SupportModule } from './support/support.module.js';
import { PoliciesModule } from './policies/policies.module.js';
import { VitalsModule } from './vitals/vitals.module.js';

/** The whole service: one module per capability. Demo-only modules exist only in demo mode. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: Database, limiter: RateLimiter, storage: FileStorage): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(database),
        RateLimitsModule.forRoot(limiter),
        StorageModule.forRoot(storage),
        JobsModule,
        ...(config.demoIdentity ? [DemoIdentityModule] : []),
        AuthModule,
        SubscriptionsModule,
        SupportModule,
        CatalogueModule,
        HealthModule,
        OrdersModule,
        InvoicesModule,
        MailModule,
        PaymentsModule.forRoot(config),
        LibraryModule,
        AdminModule,
        DocsModule,
        PoliciesModule,
        VitalsModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: ErrorFilter }],
    };
  }
}
