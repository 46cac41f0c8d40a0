import {
  duplicateRefundMessage,
  extraPaymentMessage,
  merchantRefundMessage,
  ORDER_FAILURE_MESSAGES,
  ORDER_STATUSES_PAYABLE,
  type BillingDetails,
  type Order,
  type OrderLine,
} from '@profit/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../database/executor.js';
import { creditNotes, invoices, orderLines, orders, payments, refunds } from '../database/schema.js';

export type OrderRow = typeof orders.$inferSelect;

/** The orders of these rows as the contract shows them: lines, extra payments, refunds and tax documents. */
export async function ordersWithDetails(db: Executor, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, extras, ownRefunds, invoiceRows, creditNoteRows] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position)),
    db
      .select()
      .from(payments)
      .where(and(inArray(payments.orderId, ids), eq(payments.extra, true)))
      .orderBy(asc(payments.createdAt)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.createdAt)),
    db
      .select({ orderId: invoices.orderId, number: invoices.number })
      .from(invoices)
      .where(inArray(invoices.orderId, ids)),
    db
      .select({
        orderId: creditNotes.orderId,
        n: creditNotes.position,
        number: creditNotes.number,
        amount: creditNotes.amount,
      })
      .from(creditNotes)
      .where(inArray(creditNotes.orderId, ids))
      .orderBy(asc(creditNotes.orderId), asc(creditNotes.position)),
  ]);
  const refundsByOrder = groupBy(
    ownRefunds,
    (refund) => refund.orderId,
    (refund) => ({
      amount: refund.amount,
      reason: refund.reason,
      status: refund.status,
      productIds: refund.productIds,
      message:
        refund.reason === 'merchant'
          ? merchantRefundMessage(refund.amount, refund.status)
          : duplicateRefundMessage(refund.amount, refund.titles, refund.status),
    }),
  );
  const documentsByOrder = new Map<string, Order['documents']>();
  for (const invoice of invoiceRows)
    documentsByOrder.set(invoice.orderId, { invoiceNumber: invoice.number, creditNotes: [] });
  for (const { orderId, ...note } of creditNoteRows) documentsByOrder.get(orderId)?.creditNotes.push(note);
  const linesByOrder = groupBy(
    lines,
    (line) => line.orderId,
    ({ productId, title, price }) => ({
      productId,
      title,
      price,
    }),
  );
  const extrasByOrder = groupBy(
    extras,
    (payment) => payment.orderId,
    (payment) => ({
      paymentId: payment.id,
      amount: payment.amount,
      status: payment.status,
      message: extraPaymentMessage(payment.amount, payment.status),
    }),
  );
  return rows.map((row) =>
    toOrder(
      row,
      linesByOrder.get(row.id) ?? [],
      extrasByOrder.get(row.id) ?? [],
      refundsByOrder.get(row.id) ?? [],
      documentsByOrder.get(row.id),
    ),
  );
}

/** Rows grouped by a key, each mapped on the way, in their order. */
function groupBy<Row, Item>(rows: Row[], keyOf: (row: Row) => string, itemOf: (row: Row) => Item): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(itemOf(row));
    else groups.set(key, [itemOf(row)]);
  }
  return groups;
}

/** The contract's view of an order row: the failure as a code and the contract's message, never the internal detail. */
export function toOrder(
  row: OrderRow,
  lines: OrderLine[],
  extraPayments: Order['extraPayments'] = [],
  orderRefunds: Order['refunds'] = [],
  documents: Order['documents'] = { invoiceNumber: null, creditNotes: [] },
): Order {
  const failureCode = row.failureCode ?? (row.status === 'failed' ? 'PAYMENT_DECLINED' : null);
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: 'INR',
    providerOrderId: row.providerOrderId,
    paymentId: row.paymentId,
    failure:
      failureCode && ORDER_STATUSES_PAYABLE.includes(row.status as (typeof ORDER_STATUSES_PAYABLE)[number])
        ? { code: failureCode, message: ORDER_FAILURE_MESSAGES[failureCode] }
        : null,
    amountRefunded: row.amountRefunded,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    lines,
    extraPayments,
    refunds: orderRefunds,
    billing:
      row.billingName && row.billingState && row.billingPinCode
        ? {
            name: row.billingName,
            state: row.billingState as BillingDetails['state'],
            pinCode: row.billingPinCode,
            gstin: row.billingGstin,
          }
        : null,
    documents,
  };
}
