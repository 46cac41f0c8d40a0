import { Controller, Param, Res } from '@nestjs/common';
import { INVOICE_MESSAGES, ORDER_MESSAGES, type TaxDocument, ENDPOINTS } from '@profit/contract';
import type { FastifyReply } from 'fastify';
import { Route } from '../common/route.decorator.js';
import { ApiError } from '../common/api-error.js';
import { CurrentUser, type AuthenticatedUser } from '../common/current-user.decorator.js';
import { renderTaxDocumentPdf } from './tax-document-pdf.js';
import { TaxDocumentsService } from './tax-documents.service.js';

/** `3.pdf` → 3; anything else is no credit note. */
export const CREDIT_NOTE_FILE = /^([1-9]\d{0,5})\.pdf$/;

/**
 * The caller's tax documents as PDF: `GET /orders/:id/invoice.pdf` and
 * `GET /orders/:id/credit-notes/:n.pdf`. Another shopper's order is not found (404), as everywhere.
 */
@Controller()
export class InvoicesController {
  constructor(private readonly documents: TaxDocumentsService) {}

  @Route(ENDPOINTS.invoicePdf)
  async invoice(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const figures = await this.documents.invoiceFigures(id, user.id);
    if (!figures) throw await this.notFound(id, user, INVOICE_MESSAGES.noInvoice);
    await sendTaxDocumentPdf(reply, figures);
  }

  @Route(ENDPOINTS.creditNotePdf)
  async creditNote(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('n') file: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const n = CREDIT_NOTE_FILE.exec(file)?.[1];
    const figures = n ? await this.documents.creditNoteFigures(id, Number(n), user.id) : undefined;
    if (!figures) throw await this.notFound(id, user, INVOICE_MESSAGES.noCreditNote);
    await sendTaxDocumentPdf(reply, figures);
  }

  /** Someone else's (or no) order: the order is not found; the caller's own: the document is not. */
  private async notFound(id: string, user: AuthenticatedUser, message: string): Promise<ApiError> {
    return ApiError.notFound((await this.documents.isOwnOrder(id, user.id)) ? message : ORDER_MESSAGES.notFound);
  }
}

/** A tax document as a PDF attachment, never cached (the buyer's and the merchant's routes). */
export async function sendTaxDocumentPdf(reply: FastifyReply, figures: TaxDocument): Promise<void> {
  const pdf = await renderTaxDocumentPdf(figures);
  const name = `${figures.kind === 'invoice' ? 'invoice' : 'credit-note'}-${figures.number.replace(/\//g, '-')}.pdf`;
  await reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
