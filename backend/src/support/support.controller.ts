import { randomUUID } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import { Controller, Inject, Req } from '@nestjs/common';
import {
  BUG_REPORT_THANK_YOU,
  BUG_REPORT_UPLOAD,
  BugReportFieldsSchema,
  CONTACT_THANK_YOU,
  UPLOAD_MESSAGES,
  parseWith,
  type BugReportResponse,
  type ContactResponse,
  ENDPOINTS,
  type ParsedRequestOf,
} from '@profit/contract';
import type { FastifyRequest } from 'fastify';
import { DeclaredBody, Route } from '../common/route.decorator.js';
import { ApiError } from '../common/api-error.js';
import { rateLimitNetworkOf } from '../rate-limits/client-network.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { ImageSniffer, NotAnImageError } from './image-sniffer.js';
import { SupportRepository, type StoredImage } from './support.repository.js';
import { UploadQuota } from './upload-quota.js';

const NOT_MULTIPART = UPLOAD_MESSAGES.notMultipart;
/** A multipart body the parser cannot read (no boundary, a part cut short, a broken part header). */
export const MALFORMED_MULTIPART_MESSAGE = 'The form could not be read. Send the bug report again.';

@Controller()
export class SupportController {
  constructor(
    private readonly support: SupportRepository,
    private readonly quota: UploadQuota,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Route(ENDPOINTS.contact)
  async contact(@DeclaredBody() body: ParsedRequestOf<typeof ENDPOINTS.contact>) {
    const id = await this.support.addContactMessage(body);
    return { success: true, message: CONTACT_THANK_YOU, id } satisfies ContactResponse;
  }

  /**
   * A bug report as `multipart/form-data`: its text fields and up to three images under
   * `screenshots`. Each image streams from the parser to the uploads storage, checked on the way by
   * its first bytes (the declared type is not trusted): anything else is a 415; a fourth file or a
   * file over 2 MB a 413. The database receives the report and each file's key, never its bytes,
   * and nothing is kept unless the whole report is acceptable. A network's reports and bytes per
   * day are limited (429).
   */
  @Route(ENDPOINTS.bugReport)
  async bugReport(@Req() request: FastifyRequest): Promise<BugReportResponse> {
    if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART);
    const network = rateLimitNetworkOf(request.ip);
    await this.quota.admitReport(network);
    const fields: Record<string, string> = {};
    const images: StoredImage[] = [];
    let fileName = '';
    try {
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            continue;
          }
          fileName = part.filename;
          if (part.fieldname !== BUG_REPORT_UPLOAD.fieldName) {
            throw ApiError.validation(`Unknown file field: ${part.fieldname}.`, [
              { path: part.fieldname, message: `Attach screenshots under "${BUG_REPORT_UPLOAD.fieldName}".` },
            ]);
          }
          const image = await this.storeImage(part.filename, part.file);
          if (image) images.push(image);
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
      await this.quota.addBytes(
        network,
        images.reduce((sum, image) => sum + image.size, 0),
      );
      return { success: true, message: BUG_REPORT_THANK_YOU, id, screenshots: images.length };
    } catch (error) {
      await Promise.all(images.map((image) => this.storage.delete(image.storageKey)));
      throw error;
    }
  }

  /**
   * Streams one file part into the storage through the image check; undefined for an empty part
   * (an empty file input sends one). A file cut short by the size limit is removed and refused.
   */
  private async storeImage(
    fileName: string,
    file: Readable & { truncated: boolean },
  ): Promise<StoredImage | undefined> {
    const sniffer = new ImageSniffer();
    const storageKey = `bug-reports/${randomUUID()}`;
    try {
      // A broken body fails the sniffer, hence the write; the write reports it.
      await this.storage.put(
        storageKey,
        pipeline(file, sniffer, () => undefined),
      );
    } catch (error) {
      // The rest of a refused file is read and dropped, so the parser can finish the body.
      file.resume();
      await this.storage.delete(storageKey);
      if (error instanceof NotAnImageError)
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.wrongType(fileName));
      throw error;
    }
    if (file.truncated || sniffer.bytes === 0 || !sniffer.type) {
      await this.storage.delete(storageKey);
      if (file.truncated) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge(fileName));
      return undefined;
    }
    return { fileName, contentType: sniffer.type, size: sniffer.bytes, storageKey };
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
