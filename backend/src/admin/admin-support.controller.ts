import { buffer } from 'node:stream/consumers';
import { Inject, Param, Res } from '@nestjs/common';
import {
  ADMIN_SHOWN_IMAGE_TYPES,
  ADMIN_SUPPORT_MESSAGES,
  safeImageFileName,
  sniffImageType,
  type AdminSupportItem,
  type AdminSupportListResponse,
  ADMIN_ENDPOINTS,
  type ParsedQueryOf,
} from '@profit/contract';
import type { FastifyReply } from 'fastify';
import { DeclaredQuery, Route } from '../common/route.decorator.js';
import { ApiError } from '../common/api-error.js';
import { CurrentUser, type AuthenticatedUser } from '../common/current-user.decorator.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { decodeCursor, encodeCursor } from '../orders/orders.controller.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { AdminSupportRepository, type SupportKind } from './admin-support.repository.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { AdminController } from './merchant.guard.js';

type ShownType = (typeof ADMIN_SHOWN_IMAGE_TYPES)[number];
const isShown = (type: string | null): type is ShownType =>
  type !== null && (ADMIN_SHOWN_IMAGE_TYPES as readonly string[]).includes(type);

/** The support inbox: contact messages and bug reports, marking them handled, and the reports' screenshots. */
@AdminController()
export class AdminSupportController {
  constructor(
    @InjectDatabase() private readonly database: Database,
    private readonly support: AdminSupportRepository,
    private readonly audit: AuditLogRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Route(ADMIN_ENDPOINTS.adminSupport)
  async list(
    @DeclaredQuery() query: ParsedQueryOf<typeof ADMIN_ENDPOINTS.adminSupport>,
  ): Promise<AdminSupportListResponse> {
    const page = await this.support.page(
      query.state,
      query.limit,
      query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    );
    return { items: page.items, nextCursor: page.next ? encodeCursor(page.next) : null };
  }

  @Route(ADMIN_ENDPOINTS.adminContactMessageHandled)
  contactHandled(@CurrentUser() merchant: AuthenticatedUser, @Param('id') id: string): Promise<AdminSupportItem> {
    return this.markHandled('contact', id, merchant);
  }

  @Route(ADMIN_ENDPOINTS.adminBugReportHandled)
  reportHandled(@CurrentUser() merchant: AuthenticatedUser, @Param('id') id: string): Promise<AdminSupportItem> {
    return this.markHandled('bug_report', id, merchant);
  }

  /**
   * A screenshot, for merchants only: served as the type its first bytes say when that is PNG,
   * JPEG or WebP (anything else is refused, whatever was stored), never sniffed by the browser,
   * sandboxed by its own CSP, inline under a safe name.
   */
  @Route(ADMIN_ENDPOINTS.adminBugReportImage)
  async image(@Param('id') id: string, @Param('n') n: string, @Res() reply: FastifyReply): Promise<void> {
    const image = /^\d{1,3}$/.test(n) ? await this.support.image(id, Number(n)) : undefined;
    const file = image && (await this.storage.get(image.storageKey));
    if (!image || !file) throw ApiError.notFound(ADMIN_SUPPORT_MESSAGES.imageNotFound);
    // At most 2 MB, read from the uploads folder (off the event loop's thread).
    const data = await buffer(file);
    const type = sniffImageType(data);
    if (!isShown(type)) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', ADMIN_SUPPORT_MESSAGES.imageRefused);
    await reply
      .header('content-type', type)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `inline; filename="${safeImageFileName(image.fileName, type)}"`)
      .header('cache-control', 'private, no-store')
      .send(data);
  }

  /** Marks the message handled once (the audit entry with it); again, it answers the message as it is. */
  private async markHandled(kind: SupportKind, id: string, merchant: AuthenticatedUser): Promise<AdminSupportItem> {
    const item = await this.database.db.transaction(async (tx) => {
      if (await this.support.markHandled(kind, id, merchant.email, tx))
        await this.audit.record(
          { actorEmail: merchant.email, action: 'mark_handled', subject: id, details: { kind } },
          tx,
        );
      return this.support.find(kind, id, tx);
    });
    if (!item) throw ApiError.notFound(ADMIN_SUPPORT_MESSAGES.messageNotFound);
    return item;
  }
}
