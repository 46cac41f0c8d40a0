import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { AdminAuditController } from './admin-audit.controller.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersRepository } from './admin-orders.repository.js';
import { AdminRefundsService } from './admin-refunds.service.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { MerchantGuard } from './merchant.guard.js';
import { AdminOverviewController } from './admin-overview.controller.js';
import { AdminOverviewRepository } from './admin-overview.repository.js';
import { AdminExportsController } from './admin-exports.controller.js';
import { AdminExportsService } from './admin-exports.service.js';
import { AdminOutboxController, AdminSubscribersController } from './admin-mailing.controller.js';
import { AdminMailingRepository } from './admin-mailing.repository.js';

/** The merchant console's API, under `/api/admin/`: merchants (`ADMIN_EMAILS`) only. */
@Module({
  imports: [OrdersModule, InvoicesModule],
  controllers: [
    AdminOrdersController,
    AdminAuditController,
    AdminOverviewController,
    AdminExportsController,
    AdminSubscribersController,
    AdminOutboxController,
  ],
  providers: [
    MerchantGuard,
    AdminOrdersRepository,
    AdminRefundsService,
    AuditLogRepository,
    AdminOverviewRepository,
    AdminExportsService,
    AdminMailingRepository,
  ],
})
export class AdminModule {}
