import { Injectable } from '@nestjs/common';
import {
  CREDIT_NOTE_EXPORT_COLUMNS,
  INVOICE_EXPORT_COLUMNS,
  SUBSCRIBER_EXPORT_COLUMNS,
  csvSafeCell,
  findState,
  gstr1TableOf,
  gstrDate,
  rupeesForCsv,
  type AdminExport,
  type ExportRangeQuery,
  type TaxDocument,
  type TaxDocumentLine,
} from '@profit/contract';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { creditNotes, invoices, subscriptions } from '../database/schema.js';
import { TaxDocumentsService } from '../invoices/tax-documents.service.js';

/** The shop's days are India's: a day starts at 00:00 IST. */
const IST = 'Asia/Kolkata';
const GST_RATE_PERCENT = '18';
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A document's lines summed per SAC, in the order the SACs first appear. */
function bySac(lines: readonly TaxDocumentLine[]): Map<string, Omit<TaxDocumentLine, 'description' | 'sac'>> {
  const sums = new Map<string, Omit<TaxDocumentLine, 'description' | 'sac'>>();
  for (const line of lines) {
    const sum = sums.get(line.sac) ?? { amount: 0, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
    sums.set(line.sac, {
      amount: sum.amount + line.amount,
      taxableValue: sum.taxableValue + line.taxableValue,
      cgst: sum.cgst + line.cgst,
      sgst: sum.sgst + line.sgst,
      igst: sum.igst + line.igst,
    });
  }
  return sums;
}

/** GSTR-1's place of supply: `27-Maharashtra`. */
const placeOf = (document: TaxDocument) =>
  `${document.placeOfSupply}-${findState(document.placeOfSupply)?.name ?? document.placeOfSupply}`;

/** A CSV file as the accountant's spreadsheet opens it: UTF-8 with its byte-order mark, CRLF, a header row. */
function csvOf(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([[...columns], ...rows.map((row) => row.map(csvSafeCell))], {
    bom: true,
    record_delimiter: 'windows',
  });
}

/**
 * The merchant's CSV exports: every figure of an invoice or credit note is the one its PDF prints
 * (`TaxDocumentsService`), never worked out a second way.
 */
@Injectable()
export class AdminExportsService {
  constructor(
    @InjectDatabase() private readonly database: Database,
    private readonly documents: TaxDocumentsService,
  ) {}

  /** The file and how many records it holds (rows of documents, not of SACs). */
  async export(kind: AdminExport, range: ExportRangeQuery): Promise<{ csv: string; records: number }> {
    if (kind === 'invoices') return this.invoices(range);
    if (kind === 'credit-notes') return this.creditNotes(range);
    return this.subscribers(range);
  }

  private within(column: unknown, range: ExportRangeQuery) {
    return sql`${column} >= (${range.from}::date)::timestamp at time zone ${IST}
      and ${column} < ((${range.to}::date + 1)::timestamp at time zone ${IST})`;
  }

  private async invoices(range: ExportRangeQuery) {
    const issued = rowsOf<{ order_id: string }>(
      await this.database.db.execute(sql`
        select order_id from ${invoices} where ${this.within(sql`issued_at`, range)} order by issued_at, number`),
    );
    const rows: string[][] = [];
    for (const { order_id: orderId } of issued) {
      const invoice = await this.documents.invoiceFigures(orderId);
      if (!invoice) continue;
      const table = gstr1TableOf(
        {
          buyerGstin: invoice.buyer.gstin,
          interState: invoice.taxKind === 'inter',
          invoiceValue: invoice.totals.amount,
        },
        'invoice',
      );
      for (const [sac, sum] of bySac(invoice.lines))
        rows.push([
          invoice.number,
          gstrDate(invoice.issuedAt),
          invoice.orderId,
          invoice.buyer.name,
          invoice.buyer.gstin ?? '',
          placeOf(invoice),
          sac,
          GST_RATE_PERCENT,
          rupeesForCsv(sum.taxableValue),
          rupeesForCsv(sum.cgst),
          rupeesForCsv(sum.sgst),
          rupeesForCsv(sum.igst),
          rupeesForCsv(invoice.totals.amount),
          table,
        ]);
    }
    return { csv: csvOf(INVOICE_EXPORT_COLUMNS, rows), records: issued.length };
  }

  private async creditNotes(range: ExportRangeQuery) {
    const issued = rowsOf<{ order_id: string; position: number }>(
      await this.database.db.execute(sql`
        select order_id, position from ${creditNotes} where ${this.within(sql`issued_at`, range)}
        order by issued_at, number`),
    );
    const rows: string[][] = [];
    for (const { order_id: orderId, position } of issued) {
      const [note, invoice] = await Promise.all([
        this.documents.creditNoteFigures(orderId, position),
        this.documents.invoiceFigures(orderId),
      ]);
      if (!note || !invoice) continue;
      const table = gstr1TableOf(
        { buyerGstin: note.buyer.gstin, interState: note.taxKind === 'inter', invoiceValue: invoice.totals.amount },
        'credit_note',
      );
      for (const [sac, sum] of bySac(note.lines))
        rows.push([
          note.number,
          gstrDate(note.issuedAt),
          invoice.number,
          gstrDate(invoice.issuedAt),
          note.orderId,
          note.buyer.name,
          note.buyer.gstin ?? '',
          placeOf(note),
          sac,
          GST_RATE_PERCENT,
          rupeesForCsv(sum.taxableValue),
          rupeesForCsv(sum.cgst),
          rupeesForCsv(sum.sgst),
          rupeesForCsv(sum.igst),
          rupeesForCsv(note.totals.amount),
          note.reason ?? '',
          table,
        ]);
    }
    return { csv: csvOf(CREDIT_NOTE_EXPORT_COLUMNS, rows), records: issued.length };
  }

  /** Everyone who subscribed in the range, whatever became of it (pending, confirmed, unsubscribed). */
  private async subscribers(range: ExportRangeQuery) {
    const rows = rowsOf<{ email: string; status: string; created_at: string; confirmed_at: string | null }>(
      await this.database.db.execute(sql`
        select email, status, created_at, confirmed_at from ${subscriptions}
        where ${this.within(sql`created_at`, range)} order by created_at, id`),
    );
    const instant = (value: string | null) => (value ? new Date(value).toISOString() : '');
    return {
      csv: csvOf(
        SUBSCRIBER_EXPORT_COLUMNS,
        rows.map((row) => [row.email, row.status, instant(row.created_at), instant(row.confirmed_at)]),
      ),
      records: rows.length,
    };
  }
}
