import { Injectable } from '@nestjs/common';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { bugReportImages, bugReports, contactMessages } from '../database/schema.js';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
}

export interface NewBugReport {
  title: string;
  description: string;
  severity: 'low' | 'medium' | 'high' | 'critical';
  steps?: string | undefined;
  expected?: string | undefined;
  actual?: string | undefined;
  contactEmail?: string | undefined;
  canProvideScreenshots: boolean;
}

/** A screenshot already in the uploads storage under `storageKey`. */
export interface StoredImage {
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
}

/** What people send the team: contact messages and bug reports with their screenshots. */
@Injectable()
export class SupportRepository {
  constructor(@InjectDatabase() private readonly database: Database) {}

  async addContactMessage(message: NewContactMessage): Promise<string> {
    const [row] = await this.database.db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
    return row!.id;
  }

  /** Stores a report and its images' keys in one transaction: a report is never kept without the images it was sent with. */
  async addBugReport(report: NewBugReport, images: readonly StoredImage[]): Promise<string> {
    return this.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bugReports)
        .values({
          title: report.title,
          description: report.description,
          severity: report.severity,
          steps: report.steps ?? null,
          expected: report.expected ?? null,
          actual: report.actual ?? null,
          contactEmail: report.contactEmail ?? null,
          canProvideScreenshots: report.canProvideScreenshots,
        })
        .returning({ id: bugReports.id });
      const id = row!.id;
      if (images.length > 0) {
        await tx.insert(bugReportImages).values(
          images.map((image, position) => ({
            reportId: id,
            position,
            fileName: image.fileName,
            contentType: image.contentType,
            size: image.size,
            storageKey: image.storageKey,
          })),
        );
      }
      return id;
    });
  }
}
