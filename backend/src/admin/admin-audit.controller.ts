import { Get, Query } from '@nestjs/common';
import { AuditLogQuerySchema, type AuditLogResponse } from '@profit/contract';
import type { z } from 'zod';
import { ZodBody } from '../common/zod-body.pipe.js';
import { decodeCursor, encodeCursor } from '../orders/orders.controller.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { AdminController } from './merchant.guard.js';

/** The audit log, read-only: entries are appended by the actions themselves, never changed. */
@AdminController('audit-log')
export class AdminAuditController {
  constructor(private readonly audit: AuditLogRepository) {}

  @Get()
  async list(
    @Query(new ZodBody(AuditLogQuerySchema)) query: z.output<typeof AuditLogQuerySchema>,
  ): Promise<AuditLogResponse> {
    const page = await this.audit.page(
      query.limit,
      query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    );
    return { entries: page.entries, nextCursor: page.next ? encodeCursor(page.next) : null };
  }
}
