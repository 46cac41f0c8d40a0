import { Injectable } from '@nestjs/common';
import {
  amountInWords,
  SAC_ONLINE_TEXT,
  findState,
  INVOICE_MESSAGES,
  splitGst,
  sumTaxSplits,
  taxKindOf,
  type StateCode,
  type TaxDocument,
  type TaxDocumentLine,
  type TaxSplit,
} from '@profit/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SellerSettings } from '../config/app-config.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { creditNotes, invoices, orderLines, orders, refunds, users } from '../database/schema.js';

const lineOf = (description: string, sac: string, split: TaxSplit): TaxDocumentLine => ({
  description,
  sac,
  amount: split.price,
  taxableValue: split.taxableValue,
  cgst: split.cgst,
  sgst: split.sgst,
  igst: split.igst,
});

/** An invoice line as a document prints it, without the product it was worked out for. */
const withoutProduct = ({ productId: _productId, ...line }: TaxDocumentLine & { productId: string }): TaxDocumentLine =>
  line;

const totalsOf = (lines: readonly TaxDocumentLine[]): TaxDocument['totals'] => {
  const total = sumTaxSplits(lines.map((line) => ({ ...line, price: line.amount })));
  return {
    amount: total.price,
    taxableValue: total.taxableValue,
    cgst: total.cgst,
    sgst: total.sgst,
    igst: total.igst,
  };
};

/** What every document of one order shares. */
type DocumentContext = Pick<TaxDocument, 'seller' | 'buyer' | 'placeOfSupply' | 'taxKind' | 'sample'> & {
  order: { id: string };
};

/** A document's own figures around what every document of the order shares (seller, buyer, supply). */
function documentOf(
  context: DocumentContext,
  own: Pick<TaxDocument, 'kind' | 'number' | 'invoiceNumber' | 'paymentId' | 'lines' | 'reason'> & { issuedAt: Date },
): TaxDocument {
  const totals = totalsOf(own.lines);
  return {
    ...own,
    issuedAt: own.issuedAt.toISOString(),
    orderId: context.order.id,
    seller: context.seller,
    buyer: context.buyer,
    placeOfSupply: context.placeOfSupply,
    taxKind: context.taxKind,
    totals,
    amountInWords: amountInWords(totals.amount),
    sample: context.sample,
  };
}

/**
 * The figures of tax invoices and credit notes, read from what was stored when they were issued
 * (the invoice's seller and place of supply, the order's buyer and lines): the PDF prints them and
 * the merchant's exports read them (`invoiceFigures`, `creditNoteFigures` with no user).
 */
@Injectable()
export class TaxDocumentsService {
  constructor(@InjectDatabase() private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** The invoice of an order (the caller's, when `userId` is given); undefined when there is none. */
  async invoiceFigures(orderId: string, userId?: string): Promise<TaxDocument | undefined> {
    const context = await this.context(orderId, userId);
    if (!context) return undefined;
    const { order, invoice, lines } = context;
    return documentOf(context, {
      kind: 'invoice',
      number: invoice.number,
      issuedAt: invoice.issuedAt,
      invoiceNumber: null,
      paymentId: order.paymentId,
      lines: lines.map(withoutProduct),
      reason: null,
    });
  }

  /**
   * The n-th credit note (1, 2, …) of an order; undefined when there is none. The order's notes are
   * worked out oldest first, so each one's tax is what earlier ones left: a refund the shop recorded
   * with its lines (kits the buyer already owned, a merchant's refund of chosen lines) reverses those
   * invoice lines exactly; a full refund reverses the invoice; the refund that completes the order's
   * credits the invoice less the earlier notes; any other refund is split from its amount; a second
   * payment refunded is split likewise.
   */
  async creditNoteFigures(orderId: string, n: number, userId?: string): Promise<TaxDocument | undefined> {
    const context = await this.context(orderId, userId);
    if (!context) return undefined;
    const [notes, lineRefunds] = await Promise.all([
      this.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.position)),
      this.db
        .select({ amount: refunds.amount, productIds: refunds.productIds, reason: refunds.reason })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'processed'])))
        .orderBy(asc(refunds.createdAt)),
    ]);
    const { invoice, lines: invoiceLines, order } = context;
    const unmatched = [...lineRefunds];
    const credited: TaxDocumentLine[] = [];
    for (const note of notes) {
      let lines: TaxDocumentLine[];
      let reason: string;
      if (note.reason === 'duplicate_payment') {
        lines = [lineOf(INVOICE_MESSAGES.duplicateReason, SAC_ONLINE_TEXT, splitGst(note.amount, context.taxKind))];
        reason = INVOICE_MESSAGES.duplicateReason;
      } else {
        const lineRefund = unmatched.find((refund) => refund.amount === note.amount);
        const creditedSoFar = totalsOf(credited).amount;
        if (lineRefund) {
          unmatched.splice(unmatched.indexOf(lineRefund), 1);
          lines = invoiceLines.filter((line) => lineRefund.productIds.includes(line.productId)).map(withoutProduct);
          reason =
            lineRefund.reason === 'duplicate'
              ? INVOICE_MESSAGES.alreadyOwnedReason
              : note.amount === order.amount
                ? INVOICE_MESSAGES.refundReason
                : INVOICE_MESSAGES.partialRefundReason;
        } else if (creditedSoFar === 0 && note.amount === order.amount) {
          lines = invoiceLines.map(withoutProduct);
          reason = INVOICE_MESSAGES.refundReason;
        } else if (creditedSoFar + note.amount === order.amount) {
          const invoiceTotals = totalsOf(invoiceLines);
          const creditedTotals = totalsOf(credited);
          lines = [
            {
              description: `${INVOICE_MESSAGES.refundReason} (balance)`,
              sac: invoiceLines[0]?.sac ?? SAC_ONLINE_TEXT,
              amount: invoiceTotals.amount - creditedTotals.amount,
              taxableValue: invoiceTotals.taxableValue - creditedTotals.taxableValue,
              cgst: invoiceTotals.cgst - creditedTotals.cgst,
              sgst: invoiceTotals.sgst - creditedTotals.sgst,
              igst: invoiceTotals.igst - creditedTotals.igst,
            },
          ];
          reason = INVOICE_MESSAGES.partialRefundReason;
        } else {
          const sac = invoiceLines[0]?.sac ?? SAC_ONLINE_TEXT;
          lines = [lineOf(INVOICE_MESSAGES.partialRefundReason, sac, splitGst(note.amount, context.taxKind))];
          reason = INVOICE_MESSAGES.partialRefundReason;
        }
        credited.push(...lines);
      }
      if (note.position === n)
        return documentOf(context, {
          kind: 'credit_note',
          number: note.number,
          issuedAt: note.issuedAt,
          invoiceNumber: invoice.number,
          paymentId: note.paymentId,
          lines,
          reason,
        });
    }
    return undefined;
  }

  /** Whether the order is the caller's (a paid one or not): tells "not yours" (404 order) from "no invoice yet". */
  async isOwnOrder(orderId: string, userId: string): Promise<boolean> {
    if (!UUID.test(orderId)) return false;
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .limit(1);
    return Boolean(row);
  }

  private async context(orderId: string, userId?: string) {
    if (!UUID.test(orderId)) return undefined;
    const [row] = await this.db
      .select({ order: orders, invoice: invoices, email: users.email, accountName: users.name })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(userId ? and(eq(invoices.orderId, orderId), eq(orders.userId, userId)) : eq(invoices.orderId, orderId))
      .limit(1);
    if (!row) return undefined;
    const { order, invoice } = row;
    const seller = invoice.seller as SellerSettings;
    const placeOfSupply = invoice.placeOfSupply as StateCode;
    const taxKind = taxKindOf(seller.state, placeOfSupply);
    const lineRows = await this.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position));
    const lines = lineRows.map((line) => ({
      ...lineOf(line.title, line.sac, splitGst(line.price, taxKind)),
      productId: line.productId,
    }));
    const buyerState = (order.billingState ?? placeOfSupply) as StateCode;
    return {
      order,
      invoice,
      lines,
      placeOfSupply,
      taxKind,
      sample: seller.sample,
      seller: { name: seller.legalName, address: seller.address, state: seller.state, gstin: seller.gstin },
      buyer: {
        // An erased buyer's invoice keeps the name and e-mail it was issued with (written at erasure).
        name: invoice.buyerName ?? order.billingName ?? row.accountName,
        address: order.billingPinCode
          ? `PIN ${order.billingPinCode}, ${findState(buyerState)?.name ?? buyerState}`
          : 'No address given at checkout',
        state: buyerState,
        gstin: order.billingGstin,
        email: invoice.buyerEmail ?? row.email,
      },
    };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
