import { z } from 'zod';

/** What the console exports as CSV: the sales (invoices), the credit notes, the newsletter's subscribers. */
export const ADMIN_EXPORTS = ['invoices', 'credit-notes', 'subscribers'] as const;
export type AdminExport = (typeof ADMIN_EXPORTS)[number];

export const ADMIN_EXPORT_MESSAGES = {
  /** 404: an export the console does not make. */
  notFound: `There is no such export: ${ADMIN_EXPORTS.map((kind) => `${kind}.csv`).join(', ')}.`,
} as const;

/** The longest range one export covers: a financial year and a day. */
export const EXPORT_MAX_DAYS = 366;

const dayError = 'Give dates as YYYY-MM-DD.';
const day = z.iso.date({ error: dayError });

/** The days (India time, both included) of an invoice or credit-note export. */
export const ExportRangeQuerySchema = z
  .strictObject({
    from: day.describe('The first day, India time, YYYY-MM-DD.'),
    to: day.describe('The last day, India time, YYYY-MM-DD (included).'),
  })
  .refine((range) => range.from <= range.to, { error: 'The first day must come before the last.', path: ['to'] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < EXPORT_MAX_DAYS, {
    error: `Export at most ${EXPORT_MAX_DAYS} days at a time.`,
    path: ['to'],
  });
export type ExportRangeQuery = z.infer<typeof ExportRangeQuerySchema>;

/** An export's file name, carrying its range: `invoices-2026-04-01-to-2026-04-30.csv`. */
export function exportFileName(kind: AdminExport, range: { from: string; to: string }): string {
  return `${kind}-${range.from}-to-${range.to}.csv`;
}

/**
 * The invoice file: one row per invoice and SAC (an invoice of kits under two SACs has two rows,
 * its value on each, as GSTR-1's B2B template repeats it). Amounts in rupees with two decimals.
 */
export const INVOICE_EXPORT_COLUMNS = [
  'Invoice number',
  'Invoice date',
  'Order id',
  'Buyer name',
  'Buyer GSTIN',
  'Place of supply',
  'SAC',
  'Rate (%)',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Invoice value',
  'GSTR-1 table',
] as const;

/** The credit-note file (its own file: GSTR-1 reports notes apart from invoices, in CDNR, CDNUR or B2CS). */
export const CREDIT_NOTE_EXPORT_COLUMNS = [
  'Note number',
  'Note date',
  'Invoice number',
  'Invoice date',
  'Order id',
  'Buyer name',
  'Buyer GSTIN',
  'Place of supply',
  'SAC',
  'Rate (%)',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Note value',
  'Reason',
  'GSTR-1 table',
] as const;

export const SUBSCRIBER_EXPORT_COLUMNS = ['E-mail', 'State', 'Subscribed at', 'Confirmed at'] as const;

/**
 * Where GSTR-1 reports a sale: B2B to a registered buyer (a GSTIN); B2CL to an unregistered one in
 * another state for more than Rs 2,50,000; B2CS otherwise. Its credit notes go to CDNR, CDNUR (B2CL
 * invoices) or adjust B2CS.
 */
export function gstr1TableOf(
  document: { buyerGstin: string | null; interState: boolean; invoiceValue: number },
  kind: 'invoice' | 'credit_note',
): string {
  if (document.buyerGstin) return kind === 'invoice' ? 'B2B' : 'CDNR';
  if (document.interState && document.invoiceValue > 25_000_000) return kind === 'invoice' ? 'B2CL' : 'CDNUR';
  return 'B2CS';
}
