import {
  BUG_REPORT_THANK_YOU,
  BUG_REPORT_UPLOAD,
  BugReportFieldsSchema,
  BugReportResponseSchema,
  CONTACT_THANK_YOU,
  ContactRequestSchema,
  ContactResponseSchema,
  ENDPOINTS,
  UPLOAD_MESSAGES,
  parseWith,
  sniffImageType,
} from '@profit/contract';
import { mockDb } from './db';
import {
  MOCK_RETRY_AFTER_SECONDS,
  errorResponse,
  errorVariants,
  latency,
  rateLimitedVariant,
  readBody,
  respond,
  handle,
} from './http';

/**
 * The bug report as the backend reads it: multipart fields, at most three images of 2 MB under
 * `screenshots`, each typed by its first bytes (413 and 415 with the backend's messages).
 */
async function receiveBugReport(request: Request): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return errorResponse(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
  }
  const fields: Record<string, string> = {};
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === BUG_REPORT_UPLOAD.fieldName && value.size > 0) files.push(value);
  }
  if (files.length > BUG_REPORT_UPLOAD.maxFiles)
    return errorResponse(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooMany);
  const images: Array<{ name: string; type: string; size: number }> = [];
  for (const file of files) {
    if (file.size > BUG_REPORT_UPLOAD.maxFileBytes)
      return errorResponse(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge(file.name));
    const type = sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (!type) return errorResponse(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.wrongType(file.name));
    images.push({ name: file.name, type, size: file.size });
  }
  const parsed = parseWith(BugReportFieldsSchema, fields);
  if (!parsed.ok) return errorResponse(400, 'VALIDATION_FAILED', parsed.message, { issues: parsed.issues });
  const id = mockDb.addBugReport({ ...parsed.data, images });
  return respond(
    BugReportResponseSchema,
    { success: true, message: BUG_REPORT_THANK_YOU, id, screenshots: images.length },
    { status: 201 },
  );
}

const ok = [
  handle(ENDPOINTS.contact, async ({ request }) => {
    await latency();
    const body = await readBody(request, ContactRequestSchema);
    if ('response' in body) return body.response;
    const id = mockDb.addContactMessage(body.data);
    return respond(ContactResponseSchema, { success: true, message: CONTACT_THANK_YOU, id }, { status: 201 });
  }),
  handle(ENDPOINTS.bugReport, async ({ request }) => {
    await latency();
    return receiveBugReport(request);
  }),
];

const routes = [ENDPOINTS.contact, ENDPOINTS.bugReport] as const;

/** The backend's 429 once a network has sent its bug reports (or screenshot bytes) of the day. */
const dailyQuota = [
  handle(ENDPOINTS.bugReport, async () => {
    await latency();
    const response = errorResponse(429, 'RATE_LIMITED', UPLOAD_MESSAGES.dailyQuota);
    response.headers.set('retry-after', String(MOCK_RETRY_AFTER_SECONDS));
    return response;
  }),
];

/** Contact messages and bug reports: `ok` (stored in the mock backend), the error paths, the 429s. */
export const supportHandlers = {
  ok,
  ...errorVariants(routes),
  rateLimited: rateLimitedVariant(routes),
  dailyQuota,
};
