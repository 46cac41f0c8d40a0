import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { BUG_REPORT_THANK_YOU, CONTACT_THANK_YOU, UPLOAD_MESSAGES } from '@profit/contract';
import { MALFORMED_MULTIPART_MESSAGE } from '../src/support/support.controller.js';
import { bugReportImages, bugReportImagesToMove, bugReports, contactMessages } from '../src/database/schema.js';
import { UploadsMover } from '../src/support/uploads-mover.js';
import { describeOnPostgres, startTestApp, type DatabaseKind, type TestApp } from './support/test-app.js';

/** The first bytes of a real PNG, padded to the size asked for. */
const png = (size = 256): Buffer => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};
const jpeg = (size = 256): Buffer => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes;
};

interface FilePart {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart body as a browser's `FormData` would send it. */
async function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('screenshots', new Blob([file.data], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const validReport = {
  title: 'Pay Now stays on Processing',
  description: 'After paying with UPI the button kept saying Processing for a minute.',
  severity: 'high',
  steps: '1. Add the CRM template\n2. Pay Now\n3. Pay with UPI',
  expected: 'A confirmation',
  actual: 'The button stayed on Processing',
  contact: 'meera@example.in',
  screenshots: 'true',
};

function supportSuite(kind: DatabaseKind) {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ database: kind });
  });
  afterAll(async () => {
    await test.close();
  });

  const sendReport = async (fields: Record<string, string>, files: FilePart[] = []) => {
    const { payload, headers } = await multipart(fields, files);
    return test.app.inject({ method: 'POST', url: '/api/support/bug-reports', payload, headers });
  };
  const reportCount = async () => (await test.database.db.select().from(bugReports)).length;

  describe('POST /api/support/contact', () => {
    const contact = (payload: unknown) =>
      test.app.inject({ method: 'POST', url: '/api/support/contact', payload: payload as string });

    it('stores the message and thanks the sender with the spec’s words', async () => {
      const response = await contact({
        name: ' Arjun Mehta ',
        email: 'arjun@example.in',
        message: 'Can I use the CRM template for two shops?',
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ success: true, message: CONTACT_THANK_YOU, id: expect.any(String) });
      expect(CONTACT_THANK_YOU).toBe("Thank you for your message! We'll get back to you soon.");
      const [row] = await test.database.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
      expect(row).toMatchObject({
        name: 'Arjun Mehta',
        email: 'arjun@example.in',
        message: 'Can I use the CRM template for two shops?',
      });
    });

    it.each([
      ['a missing name', { email: 'a@example.in', message: 'Hi' }, 'name: Enter your name.'],
      ['a blank message', { name: 'A', email: 'a@example.in', message: '   ' }, 'message: Write your message.'],
      [
        'a malformed e-mail',
        { name: 'A', email: 'a-at-example', message: 'Hi' },
        'email: Enter a valid e-mail address, like name@example.com.',
      ],
    ])('refuses %s with 400 in the one error body and stores nothing', async (_name, payload, message) => {
      const before = (await test.database.db.select().from(contactMessages)).length;
      const response = await contact(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
      expect((await test.database.db.select().from(contactMessages)).length).toBe(before);
    });
  });

  describe('POST /api/support/bug-reports', () => {
    it('stores the report and its images (typed by their bytes), and says so', async () => {
      const response = await sendReport(validReport, [
        { name: 'checkout.png', type: 'image/png', data: png(1024) },
        { name: 'upi.jpg', type: 'image/jpeg', data: jpeg(2048) },
      ]);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ success: true, message: BUG_REPORT_THANK_YOU, id: expect.any(String), screenshots: 2 });
      const [report] = await test.database.db.select().from(bugReports).where(eq(bugReports.id, body.id));
      expect(report).toMatchObject({
        title: validReport.title,
        severity: 'high',
        contactEmail: 'meera@example.in',
        canProvideScreenshots: true,
      });
      const images = await test.database.db
        .select()
        .from(bugReportImages)
        .where(eq(bugReportImages.reportId, body.id))
        .orderBy(bugReportImages.position);
      expect(images.map((image) => [image.fileName, image.contentType, image.size])).toEqual([
        ['checkout.png', 'image/png', 1024],
        ['upi.jpg', 'image/jpeg', 2048],
      ]);
      // The bytes are a file in the uploads folder, under the key the row holds.
      const stored = readFileSync(path.join(test.config.env.UPLOADS_DIR!, ...images[1]!.storageKey.split('/')));
      expect(Buffer.compare(stored, jpeg(2048))).toBe(0);
    });

    it('defaults the severity to medium and accepts a report without screenshots or contact', async () => {
      const response = await sendReport({ title: 'Typo on pricing', description: 'It says "anual".' });
      expect(response.statusCode).toBe(201);
      const [report] = await test.database.db.select().from(bugReports).where(eq(bugReports.id, response.json().id));
      expect(report).toMatchObject({ severity: 'medium', contactEmail: null, canProvideScreenshots: false });
    });

    it('refuses a missing title and an invalid contact e-mail with 400, storing nothing', async () => {
      const before = await reportCount();
      const response = await sendReport({ description: 'x', contact: 'not-an-email' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['title', 'contact']);
      expect(await reportCount()).toBe(before);
    });

    it('refuses an image over 2 MB with 413 naming the file, storing nothing', async () => {
      const before = await reportCount();
      const response = await sendReport(validReport, [
        { name: 'small.png', type: 'image/png', data: png() },
        { name: 'huge.png', type: 'image/png', data: png(2 * 1024 * 1024 + 1) },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        code: 'PAYLOAD_TOO_LARGE',
        message: 'huge.png is larger than 2 MB. Attach a smaller image.',
      });
      expect(await reportCount()).toBe(before);
    });

    it('accepts an image of exactly 2 MB', async () => {
      const response = await sendReport(validReport, [
        { name: 'edge.png', type: 'image/png', data: png(2 * 1024 * 1024) },
      ]);
      expect(response.statusCode).toBe(201);
    });

    it('refuses a fourth file with 413', async () => {
      const before = await reportCount();
      const files = ['a', 'b', 'c', 'd'].map((name) => ({ name: `${name}.png`, type: 'image/png', data: png() }));
      const response = await sendReport(validReport, files);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Attach at most 3 screenshots.' });
      expect(await reportCount()).toBe(before);
    });

    it('refuses a file that is not an image with 415, even when it claims to be one', async () => {
      const before = await reportCount();
      const response = await sendReport(validReport, [
        { name: 'notes.png', type: 'image/png', data: Buffer.from('%PDF-1.7 not an image') },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'notes.png is not an image. Attach PNG, JPEG, GIF or WebP files.',
      });
      expect(await reportCount()).toBe(before);
    });

    it('refuses a JSON body with 415: reports are multipart', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/support/bug-reports',
        payload: { title: 'x', description: 'y' },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it.each([
      ['no boundary in the body', 'null'],
      ['a part cut short', '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nPay Now'],
    ])('answers a malformed multipart body (%s) with 400 in the error shape, storing nothing', async (_, payload) => {
      const before = await reportCount();
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/support/bug-reports',
        payload,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: MALFORMED_MULTIPART_MESSAGE,
      });
      expect(await reportCount()).toBe(before);
    });

    it('keeps a file for each stored screenshot, and none of the refused reports', async () => {
      const keys = (await test.database.db.select().from(bugReportImages)).map((image) => image.storageKey);
      const files = readdirSync(path.join(test.config.env.UPLOADS_DIR!, 'bug-reports')).map(
        (name) => `bug-reports/${name}`,
      );
      expect(keys.length).toBeGreaterThan(0);
      expect(files.sort()).toEqual(keys.sort());
    });
  });
}

describe('support (PGlite)', () => supportSuite('pglite'));
describeOnPostgres('support', () => supportSuite('postgres'));

describe('support rate limit', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ env: { RATE_LIMIT_SUPPORT_MAX: '2' } });
  });
  afterAll(async () => {
    await test.close();
  });

  it('answers 429 with Retry-After once an address has sent its quota, contact and reports together', async () => {
    const contact = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/support/contact',
        payload: { name: 'A', email: 'a@example.in', message: 'Hello' },
      });
    expect((await contact()).statusCode).toBe(201);
    expect((await contact()).statusCode).toBe(201);
    const { payload, headers } = await multipart({ title: 'x', description: 'y' });
    const limited = await test.app.inject({ method: 'POST', url: '/api/support/bug-reports', payload, headers });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('daily upload quota', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ env: { BUG_REPORTS_PER_DAY: '2', BUG_REPORT_BYTES_PER_DAY: '3000' } });
  });
  afterAll(async () => {
    await test.close();
  });
  const send = async (remoteAddress: string, files: FilePart[] = []) => {
    const { payload, headers } = await multipart({ title: 'x', description: 'y' }, files);
    return test.app.inject({ method: 'POST', url: '/api/support/bug-reports', payload, headers, remoteAddress });
  };

  it('refuses a network its third report of the day, counting an IPv6 /64 as one network', async () => {
    expect((await send('2001:db8:1:2::1')).statusCode).toBe(201);
    expect((await send('2001:db8:1:2::ffff')).statusCode).toBe(201);
    const refused = await send('2001:db8:1:2:abcd::9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: UPLOAD_MESSAGES.dailyQuota });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60 * 60);
    // Another /64 has its own day.
    expect((await send('2001:db8:1:3::1')).statusCode).toBe(201);
  });

  it('refuses a network that has uploaded its bytes of the day, whatever the count', async () => {
    const picture = { name: 'a.png', type: 'image/png', data: png(2000) };
    expect((await send('::ffff:203.0.113.7', [picture, picture])).statusCode).toBe(201);
    // The second report of the day, within the count, but the network's 4,000 bytes passed 3,000.
    const refused = await send('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: UPLOAD_MESSAGES.dailyQuota });
  });
});

describe('screenshots stored before migration 0016', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('are written to the uploads folder under their row’s key, and their bytes leave the database', async () => {
    const bytes = png(3000);
    const [report] = (
      (await test.database.db.execute(sql`
        insert into bug_reports (title, description, severity) values ('Old', 'From before', 'low') returning id`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    // As migration 0016 leaves an image it took out of bug_report_images.
    const key = `bug-reports/${report!.id}-0`;
    await test.database.db.execute(sql`
      insert into bug_report_images (report_id, position, file_name, content_type, size, storage_key)
      values (${report!.id}::uuid, 0, 'old.png', 'image/png', ${bytes.length}, ${key})`);
    await test.database.db.insert(bugReportImagesToMove).values({ storageKey: key, data: bytes });

    expect(await test.app.get(UploadsMover).moveAll()).toBe(1);
    const file = readFileSync(path.join(test.config.env.UPLOADS_DIR!, 'bug-reports', `${report!.id}-0`));
    expect(Buffer.compare(file, bytes)).toBe(0);
    expect(await test.database.db.select().from(bugReportImagesToMove)).toEqual([]);
  });
});
