import { z } from 'zod';
import { STATE_CODES } from '../rules/indianStates.js';

const paise = z.number().int();

/** A seller or buyer as a tax document names them. */
const PartySchema = z.object({
  name: z.string(),
  /** The seller's registered address; the buyer's PIN code and state. */
  address: z.string(),
  state: z.enum(STATE_CODES),
  gstin: z.string().nullable(),
});

/** One line of a tax document, in paise: `taxableValue + cgst + sgst + igst === amount`. */
export const TaxDocumentLineSchema = z.object({
  description: z.string(),
  /** The GST services accounting code. */
  sac: z.string(),
  amount: paise,
  taxableValue: paise,
  cgst: paise,
  sgst: paise,
  igst: paise,
});
export type TaxDocumentLine = z.infer<typeof TaxDocumentLineSchema>;

/**
 * A GST tax invoice or credit note as figures: what the PDF prints and the merchant's exports
 * read. Amounts are integer paise and tax-inclusive; each line's parts add up to its amount and
 * the totals are the columns' sums.
 */
export const TaxDocumentSchema = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string().max(16),
  issuedAt: z.iso.datetime(),
  /** A credit note's invoice; null on an invoice. */
  invoiceNumber: z.string().nullable(),
  orderId: z.string(),
  paymentId: z.string().nullable(),
  seller: PartySchema,
  buyer: PartySchema.extend({ email: z.string() }),
  placeOfSupply: z.enum(STATE_CODES),
  /** `intra`: CGST + SGST at 9 % each; `inter`: IGST at 18 %. */
  taxKind: z.enum(['intra', 'inter']),
  lines: z.array(TaxDocumentLineSchema),
  totals: TaxDocumentLineSchema.omit({ description: true, sac: true }),
  amountInWords: z.string(),
  /** A credit note's reason, in words; null on an invoice. */
  reason: z.string().nullable(),
  /** Issued by a demo store with its sample seller: "Sample invoice — demo store" across it. */
  sample: z.boolean(),
});
export type TaxDocument = z.infer<typeof TaxDocumentSchema>;

/** What a shopper's order says of its tax documents, for the links on the profile. */
export const OrderDocumentsSchema = z.object({
  /** The invoice's number, once the order is paid; its PDF is `GET /orders/:id/invoice.pdf`. */
  invoiceNumber: z.string().nullable(),
  /** Each refund's credit note, in order; `n` is the `:n` of `GET /orders/:id/credit-notes/:n.pdf`. */
  creditNotes: z.array(z.object({ n: z.number().int().positive(), number: z.string(), amount: paise })),
});
export type OrderDocuments = z.infer<typeof OrderDocumentsSchema>;

/** Watermark of every document of a demo store. */
export const SAMPLE_DOCUMENT_MARK = 'Sample invoice — demo store';

export const INVOICE_MESSAGES = {
  /** 404 NOT_FOUND: the order is the caller's but not paid, so no invoice exists. */
  noInvoice: 'This order has no tax invoice: one is issued when the order is paid.',
  /** 404 NOT_FOUND: no credit note of that number on the caller's order. */
  noCreditNote: 'This order has no credit note with that number.',
  refundReason: 'Refund of the order',
  partialRefundReason: 'Partial refund of the order',
  duplicateReason: 'Refund of a second payment for an order that was already paid',
  alreadyOwnedReason: 'Refund of kits the buyer already owned through another order',
} as const;
