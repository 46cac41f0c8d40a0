import { Module } from '@nestjs/common';
import { OrdersController } from './orders.controller.js';
import { OrdersRepository } from './orders.repository.js';

/** Orders: stored by payments, listed here for their owner. */
@Module({ controllers: [OrdersController], providers: [OrdersRepository], exports: [OrdersRepository] })
export class OrdersModule {}
