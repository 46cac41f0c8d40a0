import { Param, Res } from '@nestjs/common';
import {
  ADMIN_MESSAGES,
  INVOICE_MESSAGES,
  type AdminOrderDetail,
  type AdminOrderListResponse,
  type AdminRefundRequest,
  ADMIN_ENDPOINTS,
  type ParsedQueryOf,
} from '@profit/contract';
import type { FastifyReply } from 'fastify';
import { DeclaredBody, DeclaredQuery, Route } from '../common/route.decorator.js';
import { ApiError } from '../common/api-error.js';
import { CurrentUser, type AuthenticatedUser } from '../common/current-user.decorator.js';
import { CREDIT_NOTE_FILE, sendTaxDocumentPdf } from '../invoices/invoices.controller.js';
import { TaxDocumentsService } from '../invoices/tax-documents.service.js';
import { decodeCursor, encodeCursor } from '../orders/orders.controller.js';
import { AdminOrdersRepository } from './admin-orders.repository.js';
import { AdminRefundsService } from './admin-refunds.service.js';
import { AdminController } from './merchant.guard.js';

/** Every shopper's orders, for the merchant: the list, one order, and its refunds. */
@AdminController()
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrdersRepository,
    private readonly refunds: AdminRefundsService,
    private readonly documents: TaxDocumentsService,
  ) {}

  @Route(ADMIN_ENDPOINTS.adminOrders)
  async list(
    @DeclaredQuery() query: ParsedQueryOf<typeof ADMIN_ENDPOINTS.adminOrders>,
  ): Promise<AdminOrderListResponse> {
    const { limit, cursor, ...filters } = query;
    const page = await this.orders.page(filters, limit, cursor === undefined ? undefined : decodeCursor(cursor));
    return { orders: page.orders, nextCursor: page.next ? encodeCursor(page.next) : null };
  }

  @Route(ADMIN_ENDPOINTS.adminOrder)
  one(@Param('id') id: string): Promise<AdminOrderDetail> {
    return this.detailOf(id);
  }

  /** Refunds lines of the order (once per idempotency key) and answers the order as it is then. */
  @Route(ADMIN_ENDPOINTS.adminRefund)
  async refund(
    @CurrentUser() merchant: AuthenticatedUser,
    @Param('id') id: string,
    @DeclaredBody() body: AdminRefundRequest,
  ): Promise<AdminOrderDetail> {
    await this.refunds.refund(id, body, merchant);
    return this.detailOf(id);
  }

  /** Any shopper's invoice, as the buyer downloads it. */
  @Route(ADMIN_ENDPOINTS.adminInvoicePdf)
  async invoice(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const figures = await this.documents.invoiceFigures(id);
    if (!figures) throw await this.documentNotFound(id, INVOICE_MESSAGES.noInvoice);
    await sendTaxDocumentPdf(reply, figures);
  }

  @Route(ADMIN_ENDPOINTS.adminCreditNotePdf)
  async creditNote(@Param('id') id: string, @Param('n') file: string, @Res() reply: FastifyReply): Promise<void> {
    const n = CREDIT_NOTE_FILE.exec(file)?.[1];
    const figures = n ? await this.documents.creditNoteFigures(id, Number(n)) : undefined;
    if (!figures) throw await this.documentNotFound(id, INVOICE_MESSAGES.noCreditNote);
    await sendTaxDocumentPdf(reply, figures);
  }

  /** No such order, or an order without that document. */
  private async documentNotFound(id: string, message: string): Promise<ApiError> {
    return ApiError.notFound((await this.orders.detail(id)) ? message : ADMIN_MESSAGES.orderNotFound);
  }

  private async detailOf(id: string): Promise<AdminOrderDetail> {
    const detail = await this.orders.detail(id);
    if (!detail) throw ApiError.notFound(ADMIN_MESSAGES.orderNotFound);
    return detail;
  }
}
