import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { FilesystemStorage } from '../../src/storage/file-storage.js';
import type { TestApp } from './test-app.js';

/**
 * Stores a screenshot of a report as the bug-report route does: its bytes a file in the app's
 * uploads folder, its row naming the file's key. Returns the key.
 */
export async function storeScreenshot(
  test: Pick<TestApp, 'database' | 'config'>,
  image: { reportId: string; position: number; fileName: string; contentType: string; data: Buffer },
): Promise<string> {
  const key = `bug-reports/${image.reportId}-${image.position}`;
  await new FilesystemStorage(test.config.env.UPLOADS_DIR!).put(key, Readable.from([image.data]));
  await test.database.db.execute(sql`
    insert into bug_report_images (report_id, position, file_name, content_type, size, storage_key)
    values (${image.reportId}::uuid, ${image.position}, ${image.fileName}, ${image.contentType},
      ${image.data.length}, ${key})`);
  return key;
}
