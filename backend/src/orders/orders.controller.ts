import { Controller, Get, Param } from '@nestjs/common';
import type { Order, OrderListResponse } from '@profit/contract';
import { ApiError } from '../common/api-error.js';
import { CurrentUser, type AuthenticatedUser } from '../common/current-user.decorator.js';
import { OrdersRepository } from './orders.repository.js';

/** The signed-in customer's own orders; anyone else's order is simply not found. */
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersRepository) {}

  @Get()
  async list(@CurrentUser() user: AuthenticatedUser): Promise<OrderListResponse> {
    return { orders: await this.orders.listForUser(user.id) };
  }

  @Get(':id')
  async one(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<Order> {
    const order = await this.orders.findForUser(id, user.id);
    if (!order) throw ApiError.notFound('We could not find that order.');
    return order;
  }
}
