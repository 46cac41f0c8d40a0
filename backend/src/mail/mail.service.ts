import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  CONFIRMATION_LINK_DAYS,
  formatRupees,
  isErasedEmail,
  NEWSLETTER_PAGES,
  type TaxDocument,
} from '@profit/contract';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { creditNotes, outbox, subscriptions } from '../database/schema.js';
import { renderTaxDocumentPdf } from '../invoices/tax-document-pdf.js';
import { TaxDocumentsService } from '../invoices/tax-documents.service.js';
import { JobsService } from '../jobs/jobs.service.js';
import { MAIL_JOB_KIND } from './mail.constants.js';

/** A message as it goes out: built from the outbox row and the documents, the same every time. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  attachment: { filename: string; content: Buffer } | null;
  /** Extra headers, e.g. `List-Unsubscribe` on the newsletter's e-mails. */
  headers?: Record<string, string>;
}

/**
 * Delivers the outbox. Each message was written in the transaction of the change that causes it,
 * with a `mail.deliver` job; this service is that job's handler (registered only when SMTP_URL is
 * set — without it the jobs wait and the messages stay readable in the outbox). A delivery checks
 * `sent_at` first and marks it after the SMTP server accepted the message, so a message is sent
 * once; an SMTP failure throws, and the job table tries again with back-off. The Message-ID is the
 * outbox id, so in the one case left (a crash between the server's acceptance and `sent_at`) the
 * receiving side sees the same message twice and can drop the copy.
 */
@Injectable()
export class MailService implements OnModuleInit {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter | undefined;

  constructor(
    @InjectDatabase() private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly documents: TaxDocumentsService,
  ) {
    const url = config.env.SMTP_URL;
    this.transporter = url ? nodemailer.createTransport(url) : undefined;
  }

  onModuleInit(): void {
    if (!this.transporter) {
      this.logger.log('SMTP_URL is not set: receipts and refund notices stay in the outbox');
      return;
    }
    const base = this.config.env.MAIL_RETRY_BASE_MS;
    this.jobs.register<{ outboxId: string }>(MAIL_JOB_KIND, (payload) => this.deliver(payload.outboxId), {
      maxAttempts: 20,
      backoffMs: (attempt) => Math.min(base * 2 ** (attempt - 1), 3_600_000),
    });
  }

  /** Sends one outbox message unless it was sent already. */
  async deliver(outboxId: string): Promise<void> {
    if (!this.transporter) throw new Error('SMTP_URL is not set');
    const message = await this.compose(outboxId);
    if (!message) return;
    await this.transporter.sendMail({
      from: this.config.env.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      messageId: `<${outboxId}@profit.outbox>`,
      ...(message.headers ? { headers: message.headers } : {}),
      attachments: message.attachment
        ? [
            {
              filename: message.attachment.filename,
              content: message.attachment.content,
              contentType: 'application/pdf',
            },
          ]
        : [],
    });
    await this.database.db.execute(
      sql`update ${outbox} set sent_at = now() where id = ${outboxId}::uuid and sent_at is null`,
    );
  }

  /** The message of an outbox row, or undefined when it is sent already (or gone). */
  async compose(outboxId: string): Promise<OutgoingMessage | undefined> {
    const [row] = await this.database.db.select().from(outbox).where(eq(outbox.id, outboxId)).limit(1);
    // An erased customer's mail waiting in the outbox is never sent: their address is a placeholder.
    if (!row || row.sentAt || isErasedEmail(row.toAddress)) return undefined;
    if (row.kind === 'newsletter_confirmation') return this.confirmationMessage(row);
    if (!row.orderId) return undefined;
    let document: TaxDocument | undefined;
    if (row.kind === 'receipt') document = await this.documents.invoiceFigures(row.orderId);
    else if (row.creditNoteId) {
      const [note] = await this.database.db
        .select({ position: creditNotes.position })
        .from(creditNotes)
        .where(eq(creditNotes.id, row.creditNoteId));
      document = note ? await this.documents.creditNoteFigures(row.orderId, note.position) : undefined;
    }
    if (!document) throw new Error(`Outbox ${outboxId}: its document is missing`);
    const site = this.siteUrl();
    const text =
      row.kind === 'receipt'
        ? [
            `Thank you for your order. Your payment of ${formatRupees(document.totals.amount)} is confirmed.`,
            '',
            ...document.lines.map((line) => `- ${line.description}: ${formatRupees(line.amount)}`),
            '',
            `Your tax invoice ${document.number} is attached (GST included: ${formatRupees(document.totals.cgst + document.totals.sgst + document.totals.igst)}).`,
            `Open your library to download what you bought: ${site}/profile`,
            `Not right for you? Our 30-day money-back guarantee: ${site}/refund-policy`,
            '',
            `Order ${document.orderId}, payment ${document.paymentId ?? '-'}.`,
          ]
        : [
            `We have refunded ${formatRupees(document.totals.amount)} for order ${document.orderId}.`,
            'The full amount reaches your original payment method within 7 working days.',
            `Our refund policy: ${site}/refund-policy`,
            '',
            `Credit note ${document.number} (against invoice ${document.invoiceNumber ?? '-'}) is attached.`,
          ];
    return {
      to: row.toAddress,
      subject: row.subject,
      text: text.join('\n'),
      attachment: {
        filename: `${document.kind === 'invoice' ? 'invoice' : 'credit-note'}-${document.number.replace(/\//g, '-')}.pdf`,
        content: await renderTaxDocumentPdf(document),
      },
    };
  }

  /**
   * The e-mail that asks a subscriber to confirm, with the link of their current token, and the
   * unsubscribe link every newsletter e-mail carries (also as `List-Unsubscribe`). Nothing is sent
   * once the address is confirmed or unsubscribed.
   */
  private async confirmationMessage(row: typeof outbox.$inferSelect): Promise<OutgoingMessage | undefined> {
    if (!row.subscriptionId) return undefined;
    const [subscription] = await this.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, row.subscriptionId))
      .limit(1);
    if (!subscription || subscription.status !== 'pending' || !subscription.confirmationToken) return undefined;
    const site = this.siteUrl();
    const unsubscribe = `${site}${NEWSLETTER_PAGES.unsubscribe}#${subscription.unsubscribeToken}`;
    return {
      to: row.toAddress,
      subject: row.subject,
      text: [
        'Please confirm that you would like updates from Profit: new kits, guides and offers, at most twice a month.',
        '',
        `Confirm your subscription: ${site}${NEWSLETTER_PAGES.confirm}#${subscription.confirmationToken}`,
        '',
        `The link works for ${CONFIRMATION_LINK_DAYS} days. If you did not ask for this, ignore this e-mail: you will not be subscribed.`,
        '',
        `Stop all e-mails from us: ${unsubscribe}`,
      ].join('\n'),
      attachment: null,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
    };
  }

  private siteUrl(): string {
    return (this.config.env.SITE_URL ?? `http://${this.config.env.HOST}:${this.config.env.PORT}`).replace(/\/+$/, '');
  }
}
