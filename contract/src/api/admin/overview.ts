import { z } from 'zod';

/** The overview's periods: today, the last 7 and the last 30 days, each ending at the next midnight in India. */
export const OVERVIEW_PERIOD_DAYS = [1, 7, 30] as const;
/** How many days the daily revenue chart shows, oldest first, ending today (India time). */
export const OVERVIEW_CHART_DAYS = 30;
/** How many kits the best-sellers list shows. */
export const OVERVIEW_BEST_SELLERS = 5;

const paise = z.number().int();
const count = z.number().int().nonnegative();

/** What a period of the shop's trade came to. Amounts are integer paise. */
export const OverviewPeriodSchema = z.object({
  days: z.union([z.literal(1), z.literal(7), z.literal(30)]),
  /** The first day of the period, YYYY-MM-DD in India time (the last is `today`). */
  from: z.iso.date(),
  /** What orders paid in the period came to, less what was refunded in it (credit notes): may be negative. */
  netRevenue: paise,
  /** What orders paid in the period came to. */
  grossRevenue: paise.nonnegative(),
  paidOrders: count,
  /** Orders created (checkouts started) in the period, and how many of those were paid. */
  checkoutsStarted: count,
  checkoutsPaid: count,
  /** Refunds recorded in the period: every credit note of a refund (full, partial, a lost dispute). */
  refunds: z.object({ count, amount: paise.nonnegative() }),
});
export type OverviewPeriod = z.infer<typeof OverviewPeriodSchema>;

/** A kit's sales in the last 30 days: lines of orders paid then. */
export const BestSellerSchema = z.object({
  productId: z.string(),
  title: z.string(),
  units: count,
  revenue: paise.nonnegative(),
});
export type BestSeller = z.infer<typeof BestSellerSchema>;

/** `GET /admin/overview`: the shop's trade in India's days, worked out by the server. */
export const AdminOverviewSchema = z.object({
  /** Today in India, YYYY-MM-DD. */
  today: z.iso.date(),
  periods: z.array(OverviewPeriodSchema),
  bestSellers: z.array(BestSellerSchema),
  /** Net revenue of each of the last 30 days, oldest first, today last. */
  daily: z.array(z.object({ day: z.iso.date(), netRevenue: paise })),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

/** Paid checkouts as a share of checkouts started, in whole percent (0 when none started). */
export function conversionPercent(started: number, paid: number): number {
  return started === 0 ? 0 : Math.round((paid * 100) / started);
}
