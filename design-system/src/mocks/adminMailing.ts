import { type HttpHandler } from 'msw';
import {
  ADMIN_ENDPOINTS,
  AdminOutboxQuerySchema,
  AdminOutboxResponseSchema,
  AdminSubscribersQuerySchema,
  AdminSubscribersResponseSchema,
  ORDER_MESSAGES,
  parseWith,
  type AdminOutboxEmail,
  type AdminSubscriber,
} from '@profit/contract';
import { adminMerchantOf } from './admin';
import { mockDb, onMockDbReset } from './db';
import { errorResponse, errorVariants, latency, respond, handle } from './http';

/** Subscribers and e-mails the stories add, beside what the mock store holds; reset with it. */
let extraSubscribers: AdminSubscriber[] = [];
let extraEmails: AdminOutboxEmail[] = [];
onMockDbReset(() => {
  extraSubscribers = [];
  extraEmails = [];
});

export function seedSubscribers(subscribers: AdminSubscriber[]) {
  extraSubscribers.push(...subscribers);
  return {};
}

export function seedOutbox(emails: AdminOutboxEmail[]) {
  extraEmails.push(...emails);
  return {};
}

const newestFirst =
  <T extends { id: string }>(at: (row: T) => string) =>
  (a: T, b: T) =>
    at(b).localeCompare(at(a)) || b.id.localeCompare(a.id);

/** The mock store's subscribers (it keeps no dates: they read as subscribed a minute apart before now). */
function allSubscribers(): AdminSubscriber[] {
  const stored = mockDb.subscribers().map(([email, status], index) => ({
    id: `00000000-0000-4000-9200-${String(index).padStart(12, '0')}`,
    email,
    status,
    subscribedAt: new Date(Date.now() - (index + 1) * 60_000).toISOString(),
    confirmedAt: status === 'confirmed' ? new Date(Date.now() - index * 60_000).toISOString() : null,
  }));
  return [...stored, ...extraSubscribers].sort(newestFirst((row) => row.subscribedAt));
}

/** Every paid order's receipt, waiting as it does without SMTP_URL, and the stories' e-mails. */
function allEmails(): AdminOutboxEmail[] {
  const receipts = mockDb
    .allOrders()
    .filter((order) => order.paidAt)
    .map((order) => ({
      id: `${order.id}-receipt`,
      kind: 'receipt' as const,
      to: mockDb.userById(order.userId)?.email ?? 'unknown@example.in',
      subject: `Your receipt: ${order.documents.invoiceNumber ?? order.id}`,
      createdAt: order.paidAt!,
      sentAt: null,
      state: 'queued' as const,
      attempts: 0,
      lastError: null,
      orderId: order.id,
    }));
  return [...receipts, ...extraEmails].sort(newestFirst((row) => row.createdAt));
}

/** A page after the cursor (the mock's cursor is the last row's id), or the server's 400 for an unknown one. */
function pageOf<T extends { id: string }>(rows: T[], cursor: string | undefined, limit: number) {
  const start = cursor ? rows.findIndex((row) => row.id === cursor) + 1 : 0;
  if (cursor && start === 0) return undefined;
  const page = rows.slice(start, start + limit);
  return { page, nextCursor: start + limit < rows.length ? (page.at(-1)?.id ?? null) : null };
}

const badCursor = () =>
  errorResponse(400, 'VALIDATION_FAILED', `cursor: ${ORDER_MESSAGES.invalidCursor}`, {
    issues: [{ path: 'cursor', message: ORDER_MESSAGES.invalidCursor }],
  });

const routes = [ADMIN_ENDPOINTS.adminSubscribers, ADMIN_ENDPOINTS.adminOutbox] as const;

/** `GET /admin/subscribers` and `GET /admin/outbox`, merchants only, read-only as on the server. */
export const adminMailingHandlers = {
  ok: [
    handle(ADMIN_ENDPOINTS.adminSubscribers, async ({ request }) => {
      await latency();
      const who = adminMerchantOf(request);
      if ('response' in who) return who.response;
      const query = parseWith(AdminSubscribersQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      if (!query.ok) return errorResponse(400, 'VALIDATION_FAILED', query.message, { issues: query.issues });
      const needle = query.data.q?.toLowerCase();
      const found = allSubscribers().filter((row) => !needle || row.email.toLowerCase().includes(needle));
      const page = pageOf(found, query.data.cursor, query.data.limit);
      if (!page) return badCursor();
      return respond(AdminSubscribersResponseSchema, { subscribers: page.page, nextCursor: page.nextCursor });
    }),
    handle(ADMIN_ENDPOINTS.adminOutbox, async ({ request }) => {
      await latency();
      const who = adminMerchantOf(request);
      if ('response' in who) return who.response;
      const query = parseWith(AdminOutboxQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      if (!query.ok) return errorResponse(400, 'VALIDATION_FAILED', query.message, { issues: query.issues });
      const found = allEmails().filter((row) => !query.data.state || row.state === query.data.state);
      const page = pageOf(found, query.data.cursor, query.data.limit);
      if (!page) return badCursor();
      return respond(AdminOutboxResponseSchema, { emails: page.page, nextCursor: page.nextCursor });
    }),
  ] satisfies HttpHandler[],
  ...errorVariants(routes),
};
