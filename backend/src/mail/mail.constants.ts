/** The kind of the job that delivers one outbox message (payload `{ outboxId }`). */
export const MAIL_JOB_KIND = 'mail.deliver';

/** The receipt's subject, followed by the invoice number. */
export const RECEIPT_SUBJECT_PREFIX = 'Your Profit receipt and tax invoice ';

/** The refund notice's subject, followed by the credit note number. */
export const REFUND_SUBJECT_PREFIX = 'Your Profit refund and credit note ';

/** The subject of the e-mail that asks a new subscriber to confirm. */
export const NEWSLETTER_CONFIRMATION_SUBJECT = 'Please confirm your subscription to Profit updates';
