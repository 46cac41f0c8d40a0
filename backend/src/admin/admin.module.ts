import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { LibraryModule } from '../library/library.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { AdminAuditController } from './admin-audit.controller.js';
import { AdminCustomersController } from './admin-customers.controller.js';
import { AdminCustomersRepository } from './admin-customers.repository.js';
import { AdminErasureService } from './admin-erasure.service.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersRepository } from './admin-orders.repository.js';
import { AdminRefundsService } from './admin-refunds.service.js';
import { AdminSupportController } from './admin-support.controller.js';
import { AdminSupportRepository } from './admin-support.repository.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { MerchantGuard } from './merchant.guard.js';
import { AdminOverviewController } from './admin-overview.controller.js';
import { AdminOverviewRepository } from './admin-overview.repository.js';
import { AdminExportsController } from './admin-exports.controller.js';
import { AdminExportsService } from './admin-exports.service.js';
import { AdminOutboxController, AdminSubscribersController } from './admin-mailing.controller.js';
import { AdminMailingRepository } from './admin-mailing.repository.js';
import { VitalsModule } from '../vitals/vitals.module.js';
import { AdminVitalsController } from './admin-vitals.controller.js';

/** The merchant console's API, under `/api/admin/`: merchants (`ADMIN_EMAILS`) only. */
@Module({
  imports: [OrdersModule, InvoicesModule, AuthModule, LibraryModule, VitalsModule],
  controllers: [
    AdminOrdersController,
    AdminAuditController,
    AdminCustomersController,
    AdminSupportController,
    AdminOverviewController,
    AdminExportsController,
    AdminSubscribersController,
    AdminOutboxController,
    AdminVitalsController,
  ],
  providers: [
    MerchantGuard,
    AdminOrdersRepository,
    AdminRefundsService,
    AuditLogRepository,
    AdminCustomersRepository,
    AdminErasureService,
    AdminSupportRepository,
    AdminOverviewRepository,
    AdminExportsService,
    AdminMailingRepository,
  ],
})
export class AdminModule {}
