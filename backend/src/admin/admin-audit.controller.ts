import { type AuditLogResponse, ADMIN_ENDPOINTS, type ParsedQueryOf } from '@profit/contract';
import { DeclaredQuery, Route } from '../common/route.decorator.js';
import { decodeCursor, encodeCursor } from '../orders/orders.controller.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { AdminController } from './merchant.guard.js';

/** The audit log, read-only: entries are appended by the actions themselves, never changed. */
@AdminController()
export class AdminAuditController {
  constructor(private readonly audit: AuditLogRepository) {}

  @Route(ADMIN_ENDPOINTS.adminAuditLog)
  async list(@DeclaredQuery() query: ParsedQueryOf<typeof ADMIN_ENDPOINTS.adminAuditLog>): Promise<AuditLogResponse> {
    const page = await this.audit.page(
      query.limit,
      query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    );
    return { entries: page.entries, nextCursor: page.next ? encodeCursor(page.next) : null };
  }
}
