import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { MailService } from './mail.service.js';

/** E-mail: the outbox's delivery over SMTP (nodemailer), by the durable job table. */
@Module({ imports: [InvoicesModule], providers: [MailService], exports: [MailService] })
export class MailModule {}
