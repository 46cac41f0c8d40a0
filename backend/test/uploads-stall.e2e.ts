import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { bugReportImages } from '../src/database/schema.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A bug report's screenshots never stall the shop: they stream from the request to a file in the
 * uploads folder, and the database receives only their keys. Proved by the mechanism, not a clock
 * (the p99 figure is `npm run bench:uploads`): while an upload is held open halfway through its
 * file, the half already sent is on disk and the catalogue answers; no image byte reaches the
 * database.
 */
describe('uploads and the shop', () => {
  let test: TestApp;
  let port: number;
  const folder = () => path.join(test.config.env.UPLOADS_DIR!, 'bug-reports');
  const filesIn = (dir: string) => {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    test = await startTestApp();
    const server = test.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => test.close());

  it('writes a held-open upload to disk as it arrives, answers the catalogue meanwhile, and keeps no bytes in the database', async () => {
    const image = Buffer.alloc(2 * 1024 * 1024 - 1024, 7);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(image);
    const boundary = 'StallBoundary';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head = Buffer.from(
      field('title', 'Checkout froze') +
        field('description', 'It froze after I paid.') +
        `--${boundary}\r\nContent-Disposition: form-data; name="screenshots"; filename="froze.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, image, tail]);
    const half = head.length + image.length / 2;

    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /api/support/bug-reports HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, half));

    // The first half reaches the uploads folder while the rest has not been sent.
    let partial: string | undefined;
    while (!partial) {
      partial = filesIn(folder()).find(
        (name) => name.endsWith('.partial') && statSync(path.join(folder(), name)).size >= image.length / 4,
      );
      await nextTurn();
    }
    // Meanwhile the shop answers, again and again.
    for (let i = 0; i < 5; i += 1) {
      const products = await fetch(`http://127.0.0.1:${port}/api/products`);
      expect(products.status).toBe(200);
    }
    expect(answer).toBe('');

    socket.write(body.subarray(half));
    await closed;
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 201 Created');

    const [stored] = await test.database.db.select().from(bugReportImages);
    expect(stored).toMatchObject({ fileName: 'froze.png', contentType: 'image/png', size: image.length });
    const file = readFileSync(path.join(test.config.env.UPLOADS_DIR!, ...stored!.storageKey.split('/')));
    expect(Buffer.compare(file, image)).toBe(0);
    // No column of any table could hold the image: the screenshots' table has no bytes at all.
    const byteColumns = rowsOf<{ column_name: string }>(
      await test.database.db.execute(sql`
        select column_name from information_schema.columns
        where table_name = 'bug_report_images' and data_type = 'bytea'`),
    );
    expect(byteColumns).toEqual([]);
  }, 30_000);
});
