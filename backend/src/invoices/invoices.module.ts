import { Module } from '@nestjs/common';
import { InvoicesController } from './invoices.controller.js';
import { TaxDocumentsService } from './tax-documents.service.js';

/** GST tax invoices and credit notes: their figures (for exports) and their PDFs (for buyers). */
@Module({ controllers: [InvoicesController], providers: [TaxDocumentsService], exports: [TaxDocumentsService] })
export class InvoicesModule {}
