import { Injectable } from '@nestjs/common';
import {
  OVERVIEW_BEST_SELLERS,
  OVERVIEW_CHART_DAYS,
  OVERVIEW_PERIOD_DAYS,
  type AdminOverview,
  type OverviewPeriod,
} from '@profit/contract';
import { sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { creditNotes, orderLines, orders } from '../database/schema.js';

/** The shop's days are India's: a day starts at 00:00 IST. */
const IST = 'Asia/Kolkata';
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** One India day's trade, as the database sums it (sums as float8: exact in paise far beyond any shop's day). */
interface DayRow {
  day: string;
  gross: number;
  paid: number;
  refund_count: number;
  refund_amount: number;
  started: number;
  started_paid: number;
}

/**
 * The overview's figures, summed by the database per India day over the last 30 days (orders paid,
 * refunds by their credit notes, checkouts by when they were started); a period is the sum of its days.
 */
@Injectable()
export class AdminOverviewRepository {
  constructor(@InjectDatabase() private readonly database: Database) {}

  async overview(): Promise<AdminOverview> {
    const days = rowsOf<DayRow>(
      await this.database.db.execute(sql`
        with days as (
          select day::date as day, day::date::timestamp at time zone ${IST} as starts,
            (day::date + 1)::timestamp at time zone ${IST} as ends
          from generate_series(
            (now() at time zone ${IST})::date - ${OVERVIEW_CHART_DAYS - 1}::int,
            (now() at time zone ${IST})::date,
            interval '1 day') as day
        )
        select d.day::text as day, paid.gross, paid.paid, refunded.refund_count, refunded.refund_amount,
          started.started, started.started_paid
        from days d
        cross join lateral (
          select coalesce(sum(o.amount), 0)::float8 as gross, count(*)::int as paid from ${orders} o
          where o.paid_at >= d.starts and o.paid_at < d.ends) paid
        cross join lateral (
          select count(*)::int as refund_count, coalesce(sum(c.amount), 0)::float8 as refund_amount
          from ${creditNotes} c
          where c.reason = 'refund' and c.issued_at >= d.starts and c.issued_at < d.ends) refunded
        cross join lateral (
          select count(*)::int as started, count(o.paid_at)::int as started_paid from ${orders} o
          where o.created_at >= d.starts and o.created_at < d.ends) started
        order by d.day`),
    );
    const today = days.at(-1)!.day;
    const bestSellers = rowsOf<{ product_id: string; title: string; units: number; revenue: number }>(
      await this.database.db.execute(sql`
        select l.product_id, max(l.title) as title, count(*)::int as units, sum(l.price)::float8 as revenue
        from ${orderLines} l join ${orders} o on o.id = l.order_id
        where o.paid_at >= (${days[0]!.day}::date)::timestamp at time zone ${IST}
        group by l.product_id
        order by units desc, revenue desc, l.product_id
        limit ${OVERVIEW_BEST_SELLERS}::int`),
    );
    return {
      today,
      periods: OVERVIEW_PERIOD_DAYS.map((length) => periodOf(length, days.slice(-length))),
      bestSellers: bestSellers.map((row) => ({
        productId: row.product_id,
        title: row.title,
        units: row.units,
        revenue: Number(row.revenue),
      })),
      daily: days.map((row) => ({ day: row.day, netRevenue: Number(row.gross) - Number(row.refund_amount) })),
    };
  }
}

function periodOf(days: OverviewPeriod['days'], rows: DayRow[]): OverviewPeriod {
  const total = (pick: (row: DayRow) => number) => rows.reduce((sum, row) => sum + Number(pick(row)), 0);
  const gross = total((row) => row.gross);
  const refunded = total((row) => row.refund_amount);
  return {
    days,
    from: rows[0]!.day,
    netRevenue: gross - refunded,
    grossRevenue: gross,
    paidOrders: total((row) => row.paid),
    checkoutsStarted: total((row) => row.started),
    checkoutsPaid: total((row) => row.started_paid),
    refunds: { count: total((row) => row.refund_count), amount: refunded },
  };
}
