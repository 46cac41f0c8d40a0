import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { LibraryController } from './library.controller.js';
import { LibraryService } from './library.service.js';

/** The customer's purchased products and their downloads. */
@Module({ imports: [OrdersModule], controllers: [LibraryController], providers: [LibraryService] })
export class LibraryModule {}
