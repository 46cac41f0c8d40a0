import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
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

/** The merchant console's API, under `/api/admin/`: merchants (`ADMIN_EMAILS`) only. */
@Module({
  imports: [OrdersModule, InvoicesModule, AuthModule],
  controllers: [AdminOrdersController, AdminAuditController, AdminCustomersController, AdminSupportController],
  providers: [
    MerchantGuard,
    AdminOrdersRepository,
    AdminRefundsService,
    AuditLogRepository,
    AdminCustomersRepository,
    AdminErasureService,
    AdminSupportRepository,
  ],
})
export class AdminModule {}
