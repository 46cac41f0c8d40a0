import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { bugReportImagesToMove } from '../database/schema.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Moves the screenshots migration 0016 took out of `bug_report_images` (SQL cannot write files)
 * into the uploads storage, one at a time, before the service answers: each is written under the
 * key its row already holds, then its bytes are deleted from the database. Replicas starting
 * together may write the same file twice, which is harmless.
 */
@Injectable()
export class UploadsMover implements OnApplicationBootstrap {
  private readonly logger = new Logger('Uploads');

  constructor(
    @InjectDatabase() private readonly database: Database,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const moved = await this.moveAll();
    if (moved > 0) this.logger.log(`moved ${moved} screenshots from the database to the uploads folder`);
  }

  async moveAll(): Promise<number> {
    let moved = 0;
    for (;;) {
      const [row] = rowsOf<{ storage_key: string; data: Buffer | Uint8Array }>(
        await this.database.db.execute(sql`select storage_key, data from ${bugReportImagesToMove} limit 1`),
      );
      if (!row) return moved;
      await this.storage.put(row.storage_key, Readable.from([Buffer.from(row.data)]));
      await this.database.db.execute(sql`delete from ${bugReportImagesToMove} where storage_key = ${row.storage_key}`);
      moved += 1;
    }
  }
}
