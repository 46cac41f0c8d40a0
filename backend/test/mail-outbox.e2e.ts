import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CATALOGUE, NEWSLETTER_PAGES, SUBSCRIPTION_MESSAGES } from '@profit/contract';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createApp } from '../src/app.js';
import type { Database } from '../src/database/database.js';
import { jobs, outbox, subscriptions } from '../src/database/schema.js';
import { TaxDocumentsService } from '../src/invoices/tax-documents.service.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { NEWSLETTER_CONFIRMATION_SUBJECT } from '../src/mail/mail.constants.js';
import { buyAndPay, cartOf } from './support/checkout.js';
import { openTestDatabase, testConfig } from './support/test-app.js';
import { createSignedInUser } from './support/users.js';

/** A real SMTP server on loopback, in the test process: keeps what arrives, refuses while `refusing` > 0. */
class TestSmtpServer {
  readonly received: ParsedMail[] = [];
  refusing = 0;
  refused = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (this.refusing > 0) {
          this.refusing -= 1;
          this.refused += 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          this.received.push(mail);
          callback();
        });
      });
    },
  });
  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
  }
  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('receipts and refund notices by e-mail, through the outbox', () => {
  let smtp: TestSmtpServer;
  let database: Database;
  let app: NestFastifyApplication;
  const mailEnv = () => ({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Profit <receipts@profit.example>',
    JOBS_POLL_INTERVAL_MS: '50',
    MAIL_RETRY_BASE_MS: '100',
  });

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await app?.close();
    await smtp.close();
  });

  it('keeps the receipt in the outbox while the service that paid the order dies before delivering it, and the next one sends it once', async () => {
    // The first process commits the payment (and the receipt) but delivers nothing: its worker never runs.
    const first = await createApp(testConfig({ ...mailEnv(), JOBS_POLL_INTERVAL_MS: '0' }), {
      database,
      logger: false,
    });
    await first.getHttpAdapter().getInstance().ready();
    const user = await createSignedInUser(first, database);
    const created = await buyAndPay(first, user, {
      ...cartOf([CATALOGUE[0]!.id]),
      billing: { name: 'Asha Verma', state: '27', pinCode: '411045' },
    });
    const [pending] = await database.db.select().from(outbox).where(eq(outbox.orderId, created.orderId));
    expect(pending).toMatchObject({ kind: 'receipt', sentAt: null });
    expect(smtp.received).toHaveLength(0);
    await first.get(JobsService).stop();

    // The next process (same database) finds the job and sends the receipt, once.
    app = await createApp(testConfig(mailEnv()), { database, logger: false });
    await app.getHttpAdapter().getInstance().ready();
    app.get(JobsService).start();
    await until(async () =>
      Boolean((await database.db.select().from(outbox).where(eq(outbox.id, pending!.id)))[0]?.sentAt),
    );
    await app.get(JobsService).runDue();
    expect(smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(user.email))).toHaveLength(1);

    const mail = smtp.received.at(-1)!;
    const invoice = await app.get(TaxDocumentsService).invoiceFigures(created.orderId);
    expect(mail.subject).toBe(`Your Profit receipt and tax invoice ${invoice!.number}`);
    expect(mail.from?.value[0]?.address).toBe('receipts@profit.example');
    expect(mail.text).toContain('/profile');
    expect(mail.text).toContain('/refund-policy');
    expect(mail.messageId).toBe(`<${pending!.id}@profit.outbox>`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail.attachments[0]!.filename).toBe(`invoice-${invoice!.number.replace(/\//g, '-')}.pdf`);
  });

  it('delivers later when the SMTP server refuses for a while, and only once', async () => {
    smtp.refusing = 2;
    const before = smtp.received.length;
    const user = await createSignedInUser(app, database);
    const created = await buyAndPay(app, user, cartOf([CATALOGUE[1]!.id]));
    const [message] = await database.db.select().from(outbox).where(eq(outbox.orderId, created.orderId));
    await until(async () =>
      Boolean((await database.db.select().from(outbox).where(eq(outbox.id, message!.id)))[0]?.sentAt),
    );
    expect(smtp.refused).toBe(2);
    expect(smtp.received.length - before).toBe(1);
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `mail:${message!.id}`));
    expect(job).toMatchObject({ attempts: 3, failedAt: null });
    expect(job!.doneAt).not.toBeNull();
  });

  it('asks a new subscriber to confirm by e-mail; the link confirms, and every newsletter e-mail can unsubscribe', async () => {
    const before = smtp.received.length;
    const subscribe = () =>
      app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email: 'Reader@Example.in' } });
    const answer = await subscribe();
    expect(answer.json()).toEqual({ success: true, message: SUBSCRIPTION_MESSAGES.checkInbox });
    await until(() => smtp.received.length > before);
    // Asked again at once: the same answer, and no second e-mail.
    expect((await subscribe()).json()).toEqual(answer.json());
    await app.get(JobsService).runDue();
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(NEWSLETTER_CONFIRMATION_SUBJECT);
    expect(JSON.stringify(mail.to).toLowerCase()).toContain('reader@example.in');
    const confirm = new RegExp(`${NEWSLETTER_PAGES.confirm}#([A-Za-z0-9_-]+)`).exec(mail.text ?? '')?.[1];
    const unsubscribe = new RegExp(`${NEWSLETTER_PAGES.unsubscribe}#([A-Za-z0-9_-]+)`).exec(mail.text ?? '')?.[1];
    expect(confirm).toBeDefined();
    expect(mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line).toContain(
      `${NEWSLETTER_PAGES.unsubscribe}#${unsubscribe}>`,
    );
    const row = async () =>
      (
        await database.db.select().from(subscriptions).where(eq(subscriptions.emailNormalized, 'reader@example.in'))
      )[0]!;
    expect((await row()).status).toBe('pending');
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/confirm',
      payload: { token: confirm },
    });
    expect(confirmed.json()).toEqual({ success: true, message: SUBSCRIPTION_MESSAGES.confirmed });
    expect((await row()).status).toBe('confirmed');
    const left = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/unsubscribe',
      payload: { token: unsubscribe },
    });
    expect(left.json()).toEqual({ success: true, message: SUBSCRIPTION_MESSAGES.unsubscribed });
    expect((await row()).status).toBe('unsubscribed');
  });
});
