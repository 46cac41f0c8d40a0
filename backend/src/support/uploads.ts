import multipart from '@fastify/multipart';
import { BUG_REPORT_UPLOAD } from '@profit/contract';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Text fields of a bug report the multipart parser accepts (title, description, severity…). */
const MAX_FIELDS = 12;
/** The longest text field (the description or steps) in bytes, with room for multi-byte scripts. */
const MAX_FIELD_BYTES = 5000 * 4;

/**
 * Multipart bodies (the bug report and its screenshots). Busboy enforces the contract's limits
 * while the body streams in: a fourth file or a file over 2 MB stops the upload with 413 before
 * the rest is read. JSON routes keep the 64 KiB body limit.
 */
export async function registerUploads(app: NestFastifyApplication): Promise<void> {
  await app.register(multipart, {
    limits: {
      files: BUG_REPORT_UPLOAD.maxFiles,
      fileSize: BUG_REPORT_UPLOAD.maxFileBytes,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_FIELDS + BUG_REPORT_UPLOAD.maxFiles,
    },
  });
}
