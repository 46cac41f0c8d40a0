import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  BUG_REPORT_THANK_YOU,
  BUG_REPORT_UPLOAD,
  BugReportFieldsSchema,
  CONTACT_THANK_YOU,
  ContactRequestSchema,
  UPLOAD_MESSAGES,
  parseWith,
  sniffImageType,
  type BugReportResponse,
  type ContactResponse,
} from '@profit/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error.js';
import { Public } from '../common/public.decorator.js';
import { ZodBody } from '../common/zod-body.pipe.js';
import { Policy } from '../rate-limits/rate-limit-policy.js';
import { SupportRepository, type StoredImage } from './support.repository.js';

const NOT_MULTIPART = UPLOAD_MESSAGES.notMultipart;
/** A multipart body the parser cannot read (no boundary, a part cut short, a broken part header). */
export const MALFORMED_MULTIPART_MESSAGE = 'The form could not be read. Send the bug report again.';

@Controller('support')
export class SupportController {
  constructor(private readonly support: SupportRepository) {}

  @Public()
  @Post('contact')
  @Policy({ rateLimit: 'support' })
  @HttpCode(201)
  async contact(@Body(new ZodBody(ContactRequestSchema)) body: ReturnType<typeof ContactRequestSchema.parse>) {
    const id = await this.support.addContactMessage(body);
    return { success: true, message: CONTACT_THANK_YOU, id } satisfies ContactResponse;
  }

  /**
   * A bug report as `multipart/form-data`: its text fields and up to three images under
   * `screenshots`. Each image is checked by its first bytes (the declared type is not trusted):
   * anything else is a 415; a fourth file or a file over 2 MB a 413. Nothing is stored unless the
   * whole report is acceptable.
   */
  @Public()
  @Post('bug-reports')
  @Policy({ rateLimit: 'support', multipart: true })
  @HttpCode(201)
  async bugReport(@Req() request: FastifyRequest): Promise<BugReportResponse> {
    if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART);
    const fields: Record<string, string> = {};
    const images: StoredImage[] = [];
    let fileName = '';
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        fileName = part.filename;
        const data = await part.toBuffer();
        if (part.fieldname !== BUG_REPORT_UPLOAD.fieldName) {
          throw ApiError.validation(`Unknown file field: ${part.fieldname}.`, [
            { path: part.fieldname, message: `Attach screenshots under "${BUG_REPORT_UPLOAD.fieldName}".` },
          ]);
        }
        if (data.length === 0) continue; // an empty file input sends an empty part
        const contentType = sniffImageType(data);
        if (!contentType) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.wrongType(part.filename));
        images.push({ fileName: part.filename, contentType, data });
      }
    } catch (error) {
      throw uploadError(error, fileName);
    }
    const parsed = parseWith(BugReportFieldsSchema, fields);
    if (!parsed.ok) throw ApiError.validation(parsed.message, parsed.issues);
    const { contact, screenshots, ...report } = parsed.data;
    const id = await this.support.addBugReport(
      { ...report, contactEmail: contact, canProvideScreenshots: screenshots },
      images,
    );
    return { success: true, message: BUG_REPORT_THANK_YOU, id, screenshots: images.length };
  }
}

/** Multipart's own limit errors in the contract's error body, with a message a person understands. */
function uploadError(error: unknown, fileName: string): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooMany);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(
        413,
        'PAYLOAD_TOO_LARGE',
        fileName ? UPLOAD_MESSAGES.tooLarge(fileName) : UPLOAD_MESSAGES.tooLargeAny,
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The report has too many fields.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART);
    default:
      // Anything else thrown while reading the parts is the body's fault (busboy's "Unexpected end
      // of form", "Malformed part header"…), never the server's: a 400, not a 500.
      return new ApiError(400, 'VALIDATION_FAILED', MALFORMED_MULTIPART_MESSAGE);
  }
}
