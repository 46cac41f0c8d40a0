import { Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { orderLines, orders } from '../database/schema.js';
import { GRANTING } from '../orders/order-sql.js';

/** The library's reads: which products a shopper holds, through which paid order. */
@Injectable()
export class LibraryRepository {
  constructor(@InjectDatabase() private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** Each product the user has access to, once, with the first paid order that holds it. */
  async paidProductsForUser(userId: string): Promise<{ productId: string; orderId: string; paidAt: Date }[]> {
    const rows = await this.db
      .select({ productId: orderLines.productId, orderId: orders.id, paidAt: orders.paidAt })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.userId, userId), sql`${orders.status} in ${GRANTING}`))
      .orderBy(asc(orders.paidAt), asc(orders.id));
    const seen = new Map<string, { productId: string; orderId: string; paidAt: Date }>();
    for (const row of rows) {
      if (!seen.has(row.productId))
        seen.set(row.productId, { productId: row.productId, orderId: row.orderId, paidAt: row.paidAt ?? new Date(0) });
    }
    return [...seen.values()];
  }

  /** The user's first order that grants access to this product (paid, not refunded), or null. */
  async grantingOrderFor(userId: string, productId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ orderId: orders.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.userId, userId), sql`${orders.status} in ${GRANTING}`, eq(orderLines.productId, productId)))
      .orderBy(asc(orders.paidAt), asc(orders.id))
      .limit(1);
    return row?.orderId ?? null;
  }
}
