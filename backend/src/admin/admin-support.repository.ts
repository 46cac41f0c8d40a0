import { Injectable } from '@nestjs/common';
import type { AdminBugReport, AdminContactMessage, AdminSupportItem, SupportState } from '@profit/contract';
import { sql, type SQL } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { bugReportImages, bugReports, contactMessages } from '../database/schema.js';
import type { Executor } from '../database/executor.js';
import type { Cursor } from './admin-orders.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (value: string | Date): string => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null): string | null => (value === null ? null : iso(value));

/** Where a message lives: the contact form's table or the bug reports'. */
export type SupportKind = AdminSupportItem['kind'];

interface Handling {
  id: string;
  created_at: string;
  created_at_text: string;
  handled_at: string | null;
  handled_by: string | null;
}
type ContactRow = Handling & { name: string; email: string; message: string };
type ReportRow = Handling & {
  title: string;
  description: string;
  severity: AdminBugReport['severity'];
  steps: string | null;
  expected: string | null;
  actual: string | null;
  contact_email: string | null;
  can_provide_screenshots: boolean;
  images: { position: number; fileName: string; contentType: string; size: number }[];
};

const contactOf = (row: ContactRow): AdminContactMessage => ({
  kind: 'contact',
  id: row.id,
  createdAt: iso(row.created_at),
  handledAt: isoOrNull(row.handled_at),
  handledBy: row.handled_by,
  name: row.name,
  email: row.email,
  message: row.message,
});

const reportOf = (row: ReportRow): AdminBugReport => ({
  kind: 'bug_report',
  id: row.id,
  createdAt: iso(row.created_at),
  handledAt: isoOrNull(row.handled_at),
  handledBy: row.handled_by,
  title: row.title,
  description: row.description,
  severity: row.severity,
  steps: row.steps,
  expected: row.expected,
  actual: row.actual,
  contactEmail: row.contact_email,
  canProvideScreenshots: row.can_provide_screenshots,
  images: row.images.map((image) => ({
    n: image.position + 1,
    fileName: image.fileName,
    contentType: image.contentType,
    size: image.size,
  })),
});

const contactColumns = sql`c.id, c.created_at, c.created_at::text as created_at_text, c.handled_at, c.handled_by,
  c.name, c.email, c.message`;
const reportColumns = sql`r.id, r.created_at, r.created_at::text as created_at_text, r.handled_at, r.handled_by,
  r.title, r.description, r.severity, r.steps, r.expected, r.actual, r.contact_email, r.can_provide_screenshots,
  coalesce((select json_agg(json_build_object('position', i.position, 'fileName', i.file_name,
    'contentType', i.content_type, 'size', i.size) order by i.position)
    from ${bugReportImages} i where i.report_id = r.id), '[]'::json) as images`;

/** The support inbox: contact messages and bug reports together, newest first; marking one handled. */
@Injectable()
export class AdminSupportRepository {
  constructor(@InjectDatabase() private readonly database: Database) {}

  /**
   * A page of both kinds, newest first, keyset-paged by (time, id) across the two tables: each is
   * read up to the page's size past the cursor and the two merged.
   */
  async page(
    state: SupportState | undefined,
    limit: number,
    cursor: Cursor | undefined,
  ): Promise<{ items: AdminSupportItem[]; next: Cursor | null }> {
    const where = (alias: string): SQL => {
      const conditions: SQL[] = [sql`true`];
      const column = (name: string) => sql.raw(`${alias}.${name}`);
      if (state === 'open') conditions.push(sql`${column('handled_at')} is null`);
      if (state === 'handled') conditions.push(sql`${column('handled_at')} is not null`);
      if (cursor)
        conditions.push(
          sql`(${column('created_at')}, ${column('id')}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
        );
      return sql.join(conditions, sql` and `);
    };
    const [contacts, reports] = await Promise.all([
      this.database.db.execute(sql`
        select ${contactColumns} from ${contactMessages} c where ${where('c')}
        order by c.created_at desc, c.id desc limit ${limit + 1}::int`),
      this.database.db.execute(sql`
        select ${reportColumns} from ${bugReports} r where ${where('r')}
        order by r.created_at desc, r.id desc limit ${limit + 1}::int`),
    ]);
    const merged = [
      ...rowsOf<ContactRow>(contacts).map((row) => ({ row, item: contactOf(row) as AdminSupportItem })),
      ...rowsOf<ReportRow>(reports).map((row) => ({ row, item: reportOf(row) as AdminSupportItem })),
    ].sort(
      (a, b) =>
        b.row.created_at_text.localeCompare(a.row.created_at_text) ||
        new Date(b.row.created_at).getTime() - new Date(a.row.created_at).getTime() ||
        b.row.id.localeCompare(a.row.id),
    );
    const page = merged.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map((entry) => entry.item),
      next: merged.length > limit && last ? { createdAt: last.row.created_at_text, id: last.row.id } : null,
    };
  }

  /** One message, or undefined. */
  async find(
    kind: SupportKind,
    id: string,
    executor: Executor = this.database.db,
  ): Promise<AdminSupportItem | undefined> {
    if (!UUID.test(id)) return undefined;
    if (kind === 'contact') {
      const [row] = rowsOf<ContactRow>(
        await executor.execute(sql`select ${contactColumns} from ${contactMessages} c where c.id = ${id}::uuid`),
      );
      return row ? contactOf(row) : undefined;
    }
    const [row] = rowsOf<ReportRow>(
      await executor.execute(sql`select ${reportColumns} from ${bugReports} r where r.id = ${id}::uuid`),
    );
    return row ? reportOf(row) : undefined;
  }

  /** Marks a message handled by this merchant unless it already is; true when this call did. */
  async markHandled(kind: SupportKind, id: string, by: string, executor: Executor): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const table = kind === 'contact' ? contactMessages : bugReports;
    const updated = rowsOf<{ id: string }>(
      await executor.execute(sql`
        update ${table} set handled_at = now(), handled_by = ${by}
        where id = ${id}::uuid and handled_at is null returning id`),
    );
    return updated.length > 0;
  }

  /** The n-th (1-based) screenshot of a report: its name, type and key in the uploads storage, or undefined. */
  async image(
    reportId: string,
    n: number,
  ): Promise<{ fileName: string; contentType: string; storageKey: string } | undefined> {
    if (!UUID.test(reportId) || !Number.isInteger(n) || n < 1 || n > 100) return undefined;
    const [row] = await this.database.db
      .select({
        fileName: bugReportImages.fileName,
        contentType: bugReportImages.contentType,
        storageKey: bugReportImages.storageKey,
      })
      .from(bugReportImages)
      .where(sql`${bugReportImages.reportId} = ${reportId}::uuid and ${bugReportImages.position} = ${n - 1}`)
      .limit(1);
    return row;
  }
}
