import {
  ADMIN_ENDPOINTS,
  type AdminOutboxResponse,
  type AdminSubscribersResponse,
  type ParsedQueryOf,
} from '@profit/contract';
import { DeclaredQuery, Route } from '../common/route.decorator.js';
import { decodeCursor, encodeCursor } from '../orders/orders.controller.js';
import { AdminMailingRepository } from './admin-mailing.repository.js';
import { AdminController } from './merchant.guard.js';

const cursorOf = (cursor: string | undefined) => (cursor === undefined ? undefined : decodeCursor(cursor));
const nextOf = (next: { createdAt: string; id: string } | null) => (next ? encodeCursor(next) : null);

/** The newsletter's list, read-only (people subscribe and leave through their own links). */
@AdminController()
export class AdminSubscribersController {
  constructor(private readonly mailing: AdminMailingRepository) {}

  @Route(ADMIN_ENDPOINTS.adminSubscribers)
  async list(
    @DeclaredQuery() query: ParsedQueryOf<typeof ADMIN_ENDPOINTS.adminSubscribers>,
  ): Promise<AdminSubscribersResponse> {
    const page = await this.mailing.subscribers(query.q || undefined, query.limit, cursorOf(query.cursor));
    return { subscribers: page.subscribers, nextCursor: nextOf(page.next) };
  }
}

/** The outbox, read-only: what the shop wrote and whether it went. */
@AdminController()
export class AdminOutboxController {
  constructor(private readonly mailing: AdminMailingRepository) {}

  @Route(ADMIN_ENDPOINTS.adminOutbox)
  async list(@DeclaredQuery() query: ParsedQueryOf<typeof ADMIN_ENDPOINTS.adminOutbox>): Promise<AdminOutboxResponse> {
    const page = await this.mailing.outbox(query.state, query.limit, cursorOf(query.cursor));
    return { emails: page.emails, nextCursor: nextOf(page.next) };
  }
}
