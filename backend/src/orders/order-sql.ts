import { ORDER_STATUSES_GRANTING_ACCESS, orderStatesAccepting, type OrderEvent } from '@profit/contract';
import { sql, type SQL } from 'drizzle-orm';

/** UUIDs only: any other id is simply not found (and never reaches PostgreSQL as a bad uuid). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `('created', 'attempted')`: a list of statuses as SQL literals (constants of the contract, never input). */
export const statusList = (statuses: readonly string[]): SQL =>
  sql.raw(`(${statuses.map((s) => `'${s}'`).join(', ')})`);

/** The states whose products the library opens (a paid order holds its products), as an SQL list. */
export const GRANTING = statusList(ORDER_STATUSES_GRANTING_ACCESS);

/**
 * The states the order lifecycle (`ORDER_TRANSITIONS` in the contract) lets these events leave, as
 * an SQL list: the `WHERE status IN (...)` guard of the statement that makes the transition.
 */
export const acceptingSql = (...events: OrderEvent[]): SQL => statusList(orderStatesAccepting(...events));

/** Which order a state change applies to: ours by id, or the provider's, optionally only if it is this user's. */
export type OrderMatch = { orderId: string } | { providerOrderId: string; userId?: string };

export function matchSql(where: OrderMatch): SQL {
  if ('orderId' in where) return sql`id = ${where.orderId}::uuid`;
  const byProvider = sql`provider_order_id = ${where.providerOrderId}`;
  return where.userId ? sql`${byProvider} and user_id = ${where.userId}::uuid` : byProvider;
}
