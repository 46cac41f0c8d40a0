import { HttpResponse, type HttpHandler } from 'msw';
import {
  ADMIN_ENDPOINTS,
  ADMIN_SHOWN_IMAGE_TYPES,
  ADMIN_SUPPORT_MESSAGES,
  AdminSupportItemSchema,
  AdminSupportListQuerySchema,
  AdminSupportListResponseSchema,
  GENERIC_ERROR_MESSAGES,
  ORDER_MESSAGES,
  parseWith,
  safeImageFileName,
  type AdminSupportItem,
} from '@profit/contract';
import { merchantOf, seedAuditLog } from './admin';
import { mockDb, onMockDbReset, type MockBugReport } from './db';
import { errorResponse, errorVariants, latency, respond, handle } from './http';

/** A small PNG "screenshot" of a checkout page: what every mock screenshot of a shown type answers. */
const SAMPLE_SCREENSHOT = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAPAAAACWCAIAAABvmpKCAAABvElEQVR42u3boQ2AMBRF0Y6BQBNmYhIEnoUQSASDIBHdASwCBYL8cl7uBM1RP2mq6kYqpuQJBLQEtAS0BLSAloCWgJaAloAW0BLQEtAS0BLQAloCWgJaAloCWkBL4UDnfZOKCWgBLQEtAS0BLaAloCWgJaAloAW0BLQEtAS0BLSAloCWgJYigT7M7ga0AQ20AQ20AQ20AW1AA21AA21AA21AA21AG9BAG9DhQPfDqG8DGmiggQYaaKAFNNACGmiggQYaaKDNHRpoAxpoAxpoAxpoA9qABtqABtqABtqAfrhpXvQ+oIEGGmiggQYaaKCBFtCuHAY00AY00Aa0AQ20AQ20AQ20AQ20AW1AA21AA21AA21AA21AG9BAG9BAG9BAG9BmQBvQhYFeu/Y/AQ000EADDTTQQAMNNNBAAw000EADDTTQQAMNNNBAAw000EADDTTQQAMNNNBAAw000EADDTTQQAMNtB8rBjTQBrQZ0AY00AY00AY00Aa0GdAGNNAGtBQ6oAW0BLQEtAS0gJaAloCWgJaAFtAS0BLQEtAS0AJaAloCWgJaAlpAS0BLQEtAS0ALaAloCWgJaOnSCSHkZoPwh31MAAAAAElFTkSuQmCC',
  ),
  (char) => char.charCodeAt(0),
);

/** Who marked which message handled, and when, beside the mock store and reset with it. */
let handled = new Map<string, { at: string; by: string }>();
onMockDbReset(() => {
  handled = new Map();
});

/** The mock's time of a message: its id's counter as minutes after 20 Nov 2026 09:00 UTC (later ids are newer). */
const createdAtOf = (id: string) => new Date(Date.UTC(2026, 10, 20, 9) + Number(id.slice(-12)) * 60_000).toISOString();

function handling(id: string) {
  const mark = handled.get(id);
  return { id, createdAt: createdAtOf(id), handledAt: mark?.at ?? null, handledBy: mark?.by ?? null };
}

const reportItem = (report: MockBugReport): AdminSupportItem => ({
  kind: 'bug_report',
  ...handling(report.id),
  title: report.title,
  description: report.description,
  severity: report.severity,
  steps: report.steps ?? null,
  expected: report.expected ?? null,
  actual: report.actual ?? null,
  contactEmail: report.contact ?? null,
  canProvideScreenshots: report.screenshots,
  images: report.images.map((image, index) => ({
    n: index + 1,
    fileName: image.name,
    contentType: image.type,
    size: image.size,
  })),
});

function allItems(): AdminSupportItem[] {
  return [
    ...mockDb.contactMessages().map((message): AdminSupportItem => ({
      kind: 'contact',
      ...handling(message.id),
      name: message.name,
      email: message.email,
      message: message.message,
    })),
    ...mockDb.bugReports().map(reportItem),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/** Marks handled once, as the server: the audit entry only the first time. */
function markHandled(kind: AdminSupportItem['kind']) {
  return handle(
    kind === 'contact' ? ADMIN_ENDPOINTS.adminContactMessageHandled : ADMIN_ENDPOINTS.adminBugReportHandled,
    async ({ request, params }) => {
      await latency();
      const who = merchantOf(request);
      if ('response' in who) return who.response;
      const item = allItems().find((candidate) => candidate.id === params.id && candidate.kind === kind);
      if (!item) return errorResponse(404, 'NOT_FOUND', ADMIN_SUPPORT_MESSAGES.messageNotFound);
      if (!handled.has(item.id)) {
        const at = new Date().toISOString();
        handled.set(item.id, { at, by: who.merchant.email });
        seedAuditLog([
          {
            id: mockDb.nextUuid(),
            at,
            actorEmail: who.merchant.email,
            action: 'mark_handled',
            subject: item.id,
            details: { kind },
          },
        ]);
      }
      return respond(
        AdminSupportItemSchema,
        allItems().find((candidate) => candidate.id === item.id)!,
      );
    },
  );
}

const ok: HttpHandler[] = [
  handle(ADMIN_ENDPOINTS.adminSupport, async ({ request }) => {
    await latency();
    const who = merchantOf(request);
    if ('response' in who) return who.response;
    const query = parseWith(AdminSupportListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    if (!query.ok) return errorResponse(400, 'VALIDATION_FAILED', query.message, { issues: query.issues });
    const { limit, cursor, state } = query.data;
    const all = allItems().filter((item) => !state || (state === 'handled') === (item.handledAt !== null));
    // The cursor is opaque to clients; the mock's is the last message's id.
    const start = cursor ? all.findIndex((item) => item.id === cursor) + 1 : 0;
    if (cursor && start === 0)
      return errorResponse(400, 'VALIDATION_FAILED', `cursor: ${ORDER_MESSAGES.invalidCursor}`, {
        issues: [{ path: 'cursor', message: ORDER_MESSAGES.invalidCursor }],
      });
    const items = all.slice(start, start + limit);
    const nextCursor = start + limit < all.length ? (items.at(-1)?.id ?? null) : null;
    return respond(AdminSupportListResponseSchema, { items, nextCursor });
  }),
  markHandled('contact'),
  markHandled('bug_report'),
  handle(ADMIN_ENDPOINTS.adminBugReportImage, async ({ request, params }) => {
    await latency();
    const who = merchantOf(request);
    if ('response' in who) return who.response;
    const report = mockDb.bugReports().find((candidate) => candidate.id === params.id);
    const image = /^\d{1,3}$/.test(String(params.n)) ? report?.images[Number(params.n) - 1] : undefined;
    if (!image) return errorResponse(404, 'NOT_FOUND', ADMIN_SUPPORT_MESSAGES.imageNotFound);
    // The mock's bytes are its sample PNG for a shown type; any other type stands for bytes the server refuses.
    const type = ADMIN_SHOWN_IMAGE_TYPES.find((shown) => shown === image.type);
    if (!type) return errorResponse(415, 'UNSUPPORTED_MEDIA_TYPE', ADMIN_SUPPORT_MESSAGES.imageRefused);
    return new HttpResponse(SAMPLE_SCREENSHOT, {
      headers: {
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'content-disposition': `inline; filename="${safeImageFileName(image.name, 'image/png')}"`,
      },
    });
  }),
];

const routes = [
  ADMIN_ENDPOINTS.adminSupport,
  ADMIN_ENDPOINTS.adminContactMessageHandled,
  ADMIN_ENDPOINTS.adminBugReportHandled,
  ADMIN_ENDPOINTS.adminBugReportImage,
] as const;

/** The support inbox's routes: `ok` (merchants only, as on the server), and each error path. */
export const adminSupportHandlers = {
  ok,
  ...errorVariants(routes),
  /** Every screenshot fails to load (the inbox itself answers). */
  imagesFail: [
    handle(ADMIN_ENDPOINTS.adminBugReportImage, async () => {
      await latency();
      return errorResponse(500, 'INTERNAL', GENERIC_ERROR_MESSAGES.internal);
    }),
    ...ok,
  ],
};
