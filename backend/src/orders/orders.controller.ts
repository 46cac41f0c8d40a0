import { Controller, Param } from '@nestjs/common';
import {
  type HideOrderResponse,
  type Order,
  ORDER_MESSAGES,
  type OrderListResponse,
  ENDPOINTS,
  type ParsedQueryOf,
} from '@profit/contract';
import { DeclaredQuery, Route } from '../common/route.decorator.js';
import { ApiError } from '../common/api-error.js';
import { CurrentUser, type AuthenticatedUser } from '../common/current-user.decorator.js';
import { OrdersRepository } from './orders.repository.js';

/** `nextCursor`: where a page ended, opaque to clients (base64url of the last order's time and id). */
export const encodeCursor = (cursor: { createdAt: string; id: string }): string =>
  Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');

const CURSOR =
  /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match)
    throw ApiError.validation(`cursor: ${ORDER_MESSAGES.invalidCursor}`, [
      { path: 'cursor', message: ORDER_MESSAGES.invalidCursor },
    ]);
  return { createdAt: match[1]!, id: match[4]! };
}

/** The signed-in customer's own orders; anyone else's order is simply not found. */
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersRepository) {}

  /** A page of the caller's orders, newest first: `?limit=` (1–100, default 20) and `?cursor=` (a previous `nextCursor`). */
  @Route(ENDPOINTS.orders)
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @DeclaredQuery() query: ParsedQueryOf<typeof ENDPOINTS.orders>,
  ): Promise<OrderListResponse> {
    const page = await this.orders.pageForUser(
      user.id,
      query.limit,
      query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    );
    return { orders: page.orders, nextCursor: page.next ? encodeCursor(page.next) : null };
  }

  /** Hides a checkout the caller never paid from their list (404 for anyone else's, 409 once paid or paying). */
  @Route(ENDPOINTS.hideOrder)
  async hide(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<HideOrderResponse> {
    const outcome = await this.orders.hideUnpaid(id, user.id);
    if (outcome === 'not_found') throw ApiError.notFound(ORDER_MESSAGES.notFound);
    if (outcome === 'not_hideable') throw new ApiError(409, 'ORDER_NOT_HIDEABLE', ORDER_MESSAGES.notHideable);
    return { id, hidden: true };
  }

  @Route(ENDPOINTS.order)
  async one(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<Order> {
    const order = await this.orders.findForUser(id, user.id);
    if (!order) throw ApiError.notFound(ORDER_MESSAGES.notFound);
    return order;
  }
}
