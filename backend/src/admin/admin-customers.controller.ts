import { Param, Res } from '@nestjs/common';
import {
  ADMIN_CUSTOMER_MESSAGES,
  type AdminCustomerDetail,
  type AdminCustomerExport,
  type AdminCustomerListResponse,
  type AdminErasureRequest,
  ADMIN_ENDPOINTS,
  type ParsedQueryOf,
} from '@profit/contract';
import type { FastifyReply } from 'fastify';
import { DeclaredBody, DeclaredQuery, Route } from '../common/route.decorator.js';
import { ApiError } from '../common/api-error.js';
import { CurrentUser, type AuthenticatedUser } from '../common/current-user.decorator.js';
import { decodeCursor, encodeCursor } from '../orders/orders.controller.js';
import { AdminCustomersRepository } from './admin-customers.repository.js';
import { AdminErasureService } from './admin-erasure.service.js';
import { AdminOrdersRepository } from './admin-orders.repository.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { AdminController } from './merchant.guard.js';

/** How many of a customer's orders their page shows (newest first). */
const CUSTOMER_ORDERS_SHOWN = 100;

/** The shop's customers, for the merchant: the list, one customer, their data export and erasure. */
@AdminController()
export class AdminCustomersController {
  constructor(
    private readonly customers: AdminCustomersRepository,
    private readonly orders: AdminOrdersRepository,
    private readonly erasure: AdminErasureService,
    private readonly audit: AuditLogRepository,
  ) {}

  @Route(ADMIN_ENDPOINTS.adminCustomers)
  async list(
    @DeclaredQuery() query: ParsedQueryOf<typeof ADMIN_ENDPOINTS.adminCustomers>,
  ): Promise<AdminCustomerListResponse> {
    const page = await this.customers.page(
      query.q || undefined,
      query.limit,
      query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    );
    return { customers: page.customers, nextCursor: page.next ? encodeCursor(page.next) : null };
  }

  @Route(ADMIN_ENDPOINTS.adminCustomer)
  one(@Param('id') id: string): Promise<AdminCustomerDetail> {
    return this.detailOf(id);
  }

  /** Every row of the customer's personal data, as a JSON attachment; recorded in the audit log. */
  @Route(ADMIN_ENDPOINTS.adminCustomerExport)
  async export(
    @CurrentUser() merchant: AuthenticatedUser,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminCustomerExport> {
    const data = await this.customers.exportOf(id);
    if (!data) throw ApiError.notFound(ADMIN_CUSTOMER_MESSAGES.notFound);
    await this.audit.record({
      actorEmail: merchant.email,
      action: 'export',
      subject: id,
      details: { export: 'customer-data', orders: data.orders.length },
    });
    void reply.header('content-disposition', `attachment; filename="customer-${id}.json"`);
    return data;
  }

  /** Erases the customer's personal data (once) and answers them as they are then. */
  @Route(ADMIN_ENDPOINTS.adminCustomerErasure)
  async erase(
    @CurrentUser() merchant: AuthenticatedUser,
    @Param('id') id: string,
    @DeclaredBody() body: AdminErasureRequest,
  ): Promise<AdminCustomerDetail> {
    await this.erasure.erase(id, body.email, merchant);
    return this.detailOf(id);
  }

  private async detailOf(id: string): Promise<AdminCustomerDetail> {
    const customer = await this.customers.summary(id);
    if (!customer) throw ApiError.notFound(ADMIN_CUSTOMER_MESSAGES.notFound);
    const [page, library, newsletter] = await Promise.all([
      this.orders.page({ userId: id }, CUSTOMER_ORDERS_SHOWN, undefined),
      this.customers.library(id),
      customer.erasedAt ? Promise.resolve(null) : this.customers.newsletter(customer.email),
    ]);
    return { customer, orders: page.orders, library, newsletter };
  }
}
