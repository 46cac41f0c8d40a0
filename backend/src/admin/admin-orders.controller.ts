import { Body, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ADMIN_MESSAGES,
  INVOICE_MESSAGES,
  AdminOrderListQuerySchema,
  AdminRefundRequestSchema,
  type AdminOrderDetail,
  type AdminOrderListResponse,
  type AdminRefundRequest,
} from '@profit/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { ApiError } from '../common/api-error.js';
import { CurrentUser, type AuthenticatedUser } from '../common/current-user.decorator.js';
import { ZodBody } from '../common/zod-body.pipe.js';
import { CREDIT_NOTE_FILE, sendTaxDocumentPdf } from '../invoices/invoices.controller.js';
import { TaxDocumentsService } from '../invoices/tax-documents.service.js';
import { decodeCursor, encodeCursor } from '../orders/orders.controller.js';
import { AdminOrdersRepository } from './admin-orders.repository.js';
import { AdminRefundsService } from './admin-refunds.service.js';
import { AdminController } from './merchant.guard.js';

/** Every shopper's orders, for the merchant: the list, one order, and its refunds. */
@AdminController('orders')
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrdersRepository,
    private readonly refunds: AdminRefundsService,
    private readonly documents: TaxDocumentsService,
  ) {}

  @Get()
  async list(
    @Query(new ZodBody(AdminOrderListQuerySchema)) query: z.output<typeof AdminOrderListQuerySchema>,
  ): Promise<AdminOrderListResponse> {
    const { limit, cursor, ...filters } = query;
    const page = await this.orders.page(filters, limit, cursor === undefined ? undefined : decodeCursor(cursor));
    return { orders: page.orders, nextCursor: page.next ? encodeCursor(page.next) : null };
  }

  @Get(':id')
  one(@Param('id') id: string): Promise<AdminOrderDetail> {
    return this.detailOf(id);
  }

  /** Refunds lines of the order (once per idempotency key) and answers the order as it is then. */
  @Post(':id/refunds')
  @HttpCode(200)
  async refund(
    @CurrentUser() merchant: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodBody(AdminRefundRequestSchema)) body: AdminRefundRequest,
  ): Promise<AdminOrderDetail> {
    await this.refunds.refund(id, body, merchant);
    return this.detailOf(id);
  }

  /** Any shopper's invoice, as the buyer downloads it. */
  @Get(':id/invoice.pdf')
  async invoice(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const figures = await this.documents.invoiceFigures(id);
    if (!figures) throw await this.documentNotFound(id, INVOICE_MESSAGES.noInvoice);
    await sendTaxDocumentPdf(reply, figures);
  }

  @Get(':id/credit-notes/:file')
  async creditNote(@Param('id') id: string, @Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
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
