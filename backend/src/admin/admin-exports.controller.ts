import { Param, Res } from '@nestjs/common';
import {
  ADMIN_EXPORT_MESSAGES,
  ADMIN_EXPORTS,
  exportFileName,
  type AdminExport,
  type ExportRangeQuery,
  ADMIN_ENDPOINTS,
} from '@profit/contract';
import type { FastifyReply } from 'fastify';
import { DeclaredQuery, Route } from '../common/route.decorator.js';
import { ApiError } from '../common/api-error.js';
import { CurrentUser, type AuthenticatedUser } from '../common/current-user.decorator.js';
import { AdminExportsService } from './admin-exports.service.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { AdminController } from './merchant.guard.js';

/** The accountant's files: CSV attachments for a range of India days, each one recorded in the audit log. */
@AdminController()
export class AdminExportsController {
  constructor(
    private readonly exports: AdminExportsService,
    private readonly audit: AuditLogRepository,
  ) {}

  @Route(ADMIN_ENDPOINTS.adminExport)
  async download(
    @CurrentUser() merchant: AuthenticatedUser,
    @Param('kind') file: string,
    @DeclaredQuery() range: ExportRangeQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const kind = ADMIN_EXPORTS.find((candidate) => file === `${candidate}.csv`) as AdminExport | undefined;
    if (!kind) throw ApiError.notFound(ADMIN_EXPORT_MESSAGES.notFound);
    const { csv, records } = await this.exports.export(kind, range);
    const name = exportFileName(kind, range);
    await this.audit.record({
      actorEmail: merchant.email,
      action: 'export',
      subject: name,
      details: { kind, from: range.from, to: range.to, records },
    });
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  }
}
