import { Get, Query } from '@nestjs/common';
import {
  AdminOutboxQuerySchema,
  AdminSubscribersQuerySchema,
  type AdminOutboxResponse,
  type AdminSubscribersResponse,
} from '@profit/contract';
import type { z } from 'zod';
import { ZodBody } from '../common/zod-body.pipe.js';
import { decodeCursor, encodeCursor } from '../orders/orders.controller.js';
import { AdminMailingRepository } from './admin-mailing.repository.js';
import { AdminController } from './merchant.guard.js';

const cursorOf = (cursor: string | undefined) => (cursor === undefined ? undefined : decodeCursor(cursor));
const nextOf = (next: { createdAt: string; id: string } | null) => (next ? encodeCursor(next) : null);

/** The newsletter's list, read-only (people subscribe and leave through their own links). */
@AdminController('subscribers')
export class AdminSubscribersController {
  constructor(private readonly mailing: AdminMailingRepository) {}

  @Get()
  async list(
    @Query(new ZodBody(AdminSubscribersQuerySchema)) query: z.output<typeof AdminSubscribersQuerySchema>,
  ): Promise<AdminSubscribersResponse> {
    const page = await this.mailing.subscribers(query.q || undefined, query.limit, cursorOf(query.cursor));
    return { subscribers: page.subscribers, nextCursor: nextOf(page.next) };
  }
}

/** The outbox, read-only: what the shop wrote and whether it went. */
@AdminController('outbox')
export class AdminOutboxController {
  constructor(private readonly mailing: AdminMailingRepository) {}

  @Get()
  async list(
    @Query(new ZodBody(AdminOutboxQuerySchema)) query: z.output<typeof AdminOutboxQuerySchema>,
  ): Promise<AdminOutboxResponse> {
    const page = await this.mailing.outbox(query.state, query.limit, cursorOf(query.cursor));
    return { emails: page.emails, nextCursor: nextOf(page.next) };
  }
}
