import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { AdminAuditController } from './admin-audit.controller.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersRepository } from './admin-orders.repository.js';
import { AdminRefundsService } from './admin-refunds.service.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { MerchantGuard } from './merchant.guard.js';

/** The merchant console's API, under `/api/admin/`: merchants (`ADMIN_EMAILS`) only. */
@Module({
  imports: [OrdersModule, InvoicesModule],
  controllers: [AdminOrdersController, AdminAuditController],
  providers: [MerchantGuard, AdminOrdersRepository, AdminRefundsService, AuditLogRepository],
})
export class AdminModule {}
