import { type HttpHandler } from 'msw';
import {
  ADMIN_ENDPOINTS,
  AdminOverviewSchema,
  OVERVIEW_BEST_SELLERS,
  OVERVIEW_CHART_DAYS,
  OVERVIEW_PERIOD_DAYS,
  type AdminOverview,
  type BestSeller,
} from '@profit/contract';
import { adminMerchantOf, mockMerchantRefunds } from './admin';
import { mockDb } from './db';
import { errorVariants, latency, respond, handle } from './http';

const DAY_MS = 86_400_000;
/** The India-time day of an instant, YYYY-MM-DD. */
const indianDay = (at: string | number) => new Date(new Date(at).getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The overview as the server works it out: orders paid, checkouts started and refunds, by India days. */
export function mockOverview(
  now = Date.now(),
  orders = mockDb.allOrders(),
  merchantRefunds = mockMerchantRefunds(),
): AdminOverview {
  const today = indianDay(now);
  const days = Array.from({ length: OVERVIEW_CHART_DAYS }, (_, index) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - (OVERVIEW_CHART_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
  const refunds = merchantRefunds.filter((refund) => refund.status !== 'failed');
  const inDays = (at: string | null, from: string) => at !== null && indianDay(at) >= from && indianDay(at) <= today;
  const periodOf = (length: (typeof OVERVIEW_PERIOD_DAYS)[number]) => {
    const from = days[days.length - length]!;
    const paid = orders.filter((order) => inDays(order.paidAt, from));
    const started = orders.filter((order) => inDays(order.createdAt, from));
    const refunded = refunds.filter((refund) => inDays(refund.createdAt, from));
    const gross = paid.reduce((sum, order) => sum + order.amount, 0);
    const refundAmount = refunded.reduce((sum, refund) => sum + refund.amount, 0);
    return {
      days: length,
      from,
      netRevenue: gross - refundAmount,
      grossRevenue: gross,
      paidOrders: paid.length,
      checkoutsStarted: started.length,
      checkoutsPaid: started.filter((order) => order.paidAt !== null).length,
      refunds: { count: refunded.length, amount: refundAmount },
    };
  };
  const sold = new Map<string, BestSeller>();
  for (const order of orders.filter((candidate) => inDays(candidate.paidAt, days[0]!)))
    for (const line of order.lines) {
      const kit = sold.get(line.productId) ?? { productId: line.productId, title: line.title, units: 0, revenue: 0 };
      sold.set(line.productId, { ...kit, units: kit.units + 1, revenue: kit.revenue + line.price });
    }
  return {
    today,
    periods: OVERVIEW_PERIOD_DAYS.map(periodOf),
    bestSellers: [...sold.values()]
      .sort((a, b) => b.units - a.units || b.revenue - a.revenue || a.productId.localeCompare(b.productId))
      .slice(0, OVERVIEW_BEST_SELLERS),
    daily: days.map((day) => ({
      day,
      netRevenue:
        orders.filter((order) => order.paidAt && indianDay(order.paidAt) === day).reduce((s, o) => s + o.amount, 0) -
        refunds.filter((refund) => indianDay(refund.createdAt) === day).reduce((s, r) => s + r.amount, 0),
    })),
  };
}

const routes = [ADMIN_ENDPOINTS.adminOverview] as const;

/** `GET /admin/overview` for merchants only, and its error paths. */
export const adminOverviewHandlers = {
  ok: [
    handle(ADMIN_ENDPOINTS.adminOverview, async ({ request }) => {
      await latency();
      const who = adminMerchantOf(request);
      if ('response' in who) return who.response;
      return respond(AdminOverviewSchema, mockOverview());
    }),
  ] satisfies HttpHandler[],
  /** A shop with no orders yet. */
  empty: [
    handle(ADMIN_ENDPOINTS.adminOverview, async ({ request }) => {
      await latency();
      const who = adminMerchantOf(request);
      if ('response' in who) return who.response;
      return respond(AdminOverviewSchema, mockOverview(Date.now(), [], []));
    }),
  ] satisfies HttpHandler[],
  ...errorVariants(routes),
};
