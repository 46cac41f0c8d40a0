import { HttpResponse, type HttpHandler } from 'msw';
import { stringify } from 'csv-stringify/browser/esm/sync';
import {
  ADMIN_ENDPOINTS,
  ADMIN_EXPORT_MESSAGES,
  ADMIN_EXPORTS,
  CATALOGUE,
  CREDIT_NOTE_EXPORT_COLUMNS,
  ExportRangeQuerySchema,
  INVOICE_EXPORT_COLUMNS,
  INVOICE_MESSAGES,
  SUBSCRIBER_EXPORT_COLUMNS,
  csvSafeCell,
  exportFileName,
  findState,
  gstr1TableOf,
  gstrDate,
  parseWith,
  rupeesForCsv,
  splitGst,
  sumTaxSplits,
  taxKindOf,
  type AdminExport,
  type StateCode,
} from '@profit/contract';
import { adminMerchantOf, seedAuditLog } from './admin';
import { mockDb } from './db';
import { errorResponse, errorVariants, latency, handle } from './http';

/** The demo shop's sample seller is in Maharashtra, as the server's. */
const SELLER_STATE: StateCode = '27';
const indianDay = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);

const csvOf = (columns: readonly string[], rows: readonly string[][]) =>
  stringify([[...columns], ...rows.map((row) => row.map(csvSafeCell))], { bom: true, record_delimiter: 'windows' });

/** The mock's paid orders in the range as the server's invoice file writes them (a row per invoice and SAC). */
function invoiceRows(from: string, to: string): string[][] {
  return mockDb
    .allOrders()
    .filter((order) => order.paidAt && order.documents.invoiceNumber)
    .filter((order) => indianDay(order.paidAt!) >= from && indianDay(order.paidAt!) <= to)
    .flatMap((order) => {
      const place = order.billing?.state ?? SELLER_STATE;
      const kind = taxKindOf(SELLER_STATE, place);
      const sacs = new Map<string, ReturnType<typeof splitGst>[]>();
      for (const line of order.lines) {
        const sac = CATALOGUE.find((product) => product.id === line.productId)?.sac ?? '998431';
        sacs.set(sac, [...(sacs.get(sac) ?? []), splitGst(line.price, kind)]);
      }
      const table = gstr1TableOf(
        { buyerGstin: order.billing?.gstin ?? null, interState: kind === 'inter', invoiceValue: order.amount },
        'invoice',
      );
      return [...sacs].map(([sac, splits]) => {
        const sum = sumTaxSplits(splits);
        return [
          order.documents.invoiceNumber!,
          gstrDate(order.paidAt!),
          order.id,
          order.billing?.name ?? mockDb.userById(order.userId)?.name ?? '',
          order.billing?.gstin ?? '',
          `${place}-${findState(place)?.name ?? place}`,
          sac,
          '18',
          rupeesForCsv(sum.taxableValue),
          rupeesForCsv(sum.cgst),
          rupeesForCsv(sum.sgst),
          rupeesForCsv(sum.igst),
          rupeesForCsv(order.amount),
          table,
        ];
      });
    });
}

/** The mock's credit notes (dated with their order's last change: the mock keeps no issue date). */
function creditNoteRows(from: string, to: string): string[][] {
  return mockDb
    .allOrders()
    .filter((order) => order.paidAt && order.documents.invoiceNumber)
    .flatMap((order) =>
      order.documents.creditNotes.map((note) => {
        const place = order.billing?.state ?? SELLER_STATE;
        const kind = taxKindOf(SELLER_STATE, place);
        const split = splitGst(note.amount, kind);
        return {
          day: indianDay(order.paidAt!),
          row: [
            note.number,
            gstrDate(order.paidAt!),
            order.documents.invoiceNumber!,
            gstrDate(order.paidAt!),
            order.id,
            order.billing?.name ?? mockDb.userById(order.userId)?.name ?? '',
            order.billing?.gstin ?? '',
            `${place}-${findState(place)?.name ?? place}`,
            order.lines[0] ? (CATALOGUE.find((p) => p.id === order.lines[0]!.productId)?.sac ?? '998431') : '998431',
            '18',
            rupeesForCsv(split.taxableValue),
            rupeesForCsv(split.cgst),
            rupeesForCsv(split.sgst),
            rupeesForCsv(split.igst),
            rupeesForCsv(note.amount),
            note.amount === order.amount ? INVOICE_MESSAGES.refundReason : INVOICE_MESSAGES.partialRefundReason,
            gstr1TableOf(
              { buyerGstin: order.billing?.gstin ?? null, interState: kind === 'inter', invoiceValue: order.amount },
              'credit_note',
            ),
          ],
        };
      }),
    )
    .filter((note) => note.day >= from && note.day <= to)
    .map((note) => note.row);
}

function fileOf(kind: AdminExport, from: string, to: string): { csv: string; records: number } {
  if (kind === 'invoices') {
    const rows = invoiceRows(from, to);
    return { csv: csvOf(INVOICE_EXPORT_COLUMNS, rows), records: new Set(rows.map((row) => row[0])).size };
  }
  if (kind === 'credit-notes') {
    const rows = creditNoteRows(from, to);
    return { csv: csvOf(CREDIT_NOTE_EXPORT_COLUMNS, rows), records: rows.length };
  }
  // The mock keeps subscribers without their dates: every one of them, dates blank.
  const rows = mockDb.subscribers().map(([email, status]) => [email, status, '', '']);
  return { csv: csvOf(SUBSCRIBER_EXPORT_COLUMNS, rows), records: rows.length };
}

const routes = [ADMIN_ENDPOINTS.adminExport] as const;

/** `GET /admin/exports/:kind.csv`: the attachment as the server sends it, recorded in the mock's audit log. */
export const adminExportsHandlers = {
  ok: [
    handle(ADMIN_ENDPOINTS.adminExport, async ({ request, params }) => {
      await latency();
      const who = adminMerchantOf(request);
      if ('response' in who) return who.response;
      const range = parseWith(ExportRangeQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      if (!range.ok) return errorResponse(400, 'VALIDATION_FAILED', range.message, { issues: range.issues });
      const kind = ADMIN_EXPORTS.find((candidate) => params.kind === candidate);
      if (!kind) return errorResponse(404, 'NOT_FOUND', ADMIN_EXPORT_MESSAGES.notFound);
      const { csv, records } = fileOf(kind, range.data.from, range.data.to);
      const name = exportFileName(kind, range.data);
      seedAuditLog([
        {
          id: mockDb.nextUuid(),
          at: new Date().toISOString(),
          actorEmail: who.merchant.email,
          action: 'export',
          subject: name,
          details: { kind, from: range.data.from, to: range.data.to, records },
        },
      ]);
      return new HttpResponse(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${name}"`,
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    }),
  ] satisfies HttpHandler[],
  ...errorVariants(routes),
};
