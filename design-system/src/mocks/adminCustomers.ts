import { type HttpHandler } from 'msw';
import {
  ADMIN_CUSTOMER_MESSAGES,
  ADMIN_ENDPOINTS,
  AdminCustomerDetailSchema,
  AdminCustomerExportSchema,
  AdminCustomerListQuerySchema,
  AdminCustomerListResponseSchema,
  AdminErasureRequestSchema,
  erasedEmailOf,
  ORDER_MESSAGES,
  ORDER_STATUSES_GRANTING_ACCESS,
  parseWith,
  type AdminCustomerDetail,
  type AdminCustomerSummary,
  type AdminOwnedProduct,
} from '@profit/contract';
import { merchantOf, seedAuditLog, summaryOf } from './admin';
import { mockDb, onMockDbReset, type MockUser } from './db';
import { errorResponse, errorVariants, latency, readBody, respond, handle } from './http';

/** When each erased customer was erased, beside the mock store and reset with it. */
let erased = new Map<string, string>();
onMockDbReset(() => {
  erased = new Map();
});

/** The mock's sign-up time of a user: an hour before their first order, else 1 Nov 2026. */
function joinedAt(user: MockUser): string {
  const first = mockDb
    .ordersOf(user.id)
    .map((order) => order.createdAt)
    .sort()[0];
  return first ? new Date(new Date(first).getTime() - 3_600_000).toISOString() : '2026-11-01T09:00:00.000Z';
}

function summaryOfUser(user: MockUser): AdminCustomerSummary {
  const orders = mockDb.ordersOf(user.id);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    createdAt: joinedAt(user),
    erasedAt: erased.get(user.id) ?? null,
    ordersCount: orders.length,
    paidNet: orders.filter((order) => order.paidAt).reduce((sum, o) => sum + o.amount - o.amountRefunded, 0),
  };
}

function libraryOf(user: MockUser): AdminOwnedProduct[] {
  const owned = new Map<string, AdminOwnedProduct>();
  const paid = mockDb
    .ordersOf(user.id)
    .filter((order) => (ORDER_STATUSES_GRANTING_ACCESS as readonly string[]).includes(order.status))
    .sort((a, b) => (a.paidAt ?? '').localeCompare(b.paidAt ?? ''));
  for (const order of paid)
    for (const line of order.lines)
      if (!owned.has(line.productId))
        owned.set(line.productId, {
          productId: line.productId,
          title: line.title,
          orderId: order.id,
          purchasedAt: order.paidAt ?? order.createdAt,
        });
  return [...owned.values()];
}

function detailOf(user: MockUser): AdminCustomerDetail {
  const customer = summaryOfUser(user);
  return {
    customer,
    orders: mockDb
      .ordersOf(user.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .map(summaryOf),
    library: libraryOf(user),
    newsletter: customer.erasedAt ? null : (mockDb.subscriptionOf(user.email) ?? null),
  };
}

const notFound = () => errorResponse(404, 'NOT_FOUND', ADMIN_CUSTOMER_MESSAGES.notFound);

/** Erases as the server does: the person anonymised, their sessions ended, their messages and subscription gone. */
function erase(user: MockUser, merchant: MockUser) {
  const address = user.email.toLowerCase();
  const erasedEmail = erasedEmailOf(user.id);
  const messages = mockDb.contactMessages().filter((message) => message.email.toLowerCase() === address);
  for (const message of messages)
    Object.assign(message, { name: ADMIN_CUSTOMER_MESSAGES.erasedName, email: erasedEmail, message: '[erased]' });
  const reports = mockDb.bugReports().filter((report) => report.contact?.toLowerCase() === address);
  for (const report of reports)
    Object.assign(report, {
      title: '[erased]',
      description: '[erased]',
      steps: undefined,
      expected: undefined,
      actual: undefined,
      contact: undefined,
      images: [],
    });
  const newsletter = mockDb.forgetSubscription(address);
  mockDb.closeSessionsOf(user.id);
  Object.assign(user, {
    name: ADMIN_CUSTOMER_MESSAGES.erasedName,
    email: erasedEmail,
    username: erasedEmail.split('@')[0],
    picture: null,
  });
  const at = new Date().toISOString();
  erased.set(user.id, at);
  seedAuditLog([
    {
      id: mockDb.nextUuid(),
      at,
      actorEmail: merchant.email,
      action: 'erasure',
      subject: user.id,
      details: {
        invoicesKept: mockDb.ordersOf(user.id).filter((order) => order.documents.invoiceNumber).length,
        sessionsEnded: 1,
        contactMessages: messages.length,
        bugReports: reports.length,
        newsletter,
      },
    },
  ]);
}

const ok: HttpHandler[] = [
  handle(ADMIN_ENDPOINTS.adminCustomers, async ({ request }) => {
    await latency();
    const who = merchantOf(request);
    if ('response' in who) return who.response;
    const query = parseWith(AdminCustomerListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    if (!query.ok) return errorResponse(400, 'VALIDATION_FAILED', query.message, { issues: query.issues });
    const { limit, cursor, q } = query.data;
    const needle = q?.toLowerCase();
    const all = mockDb
      .allUsers()
      .filter(
        (user) => !needle || user.email.toLowerCase().includes(needle) || user.name.toLowerCase().includes(needle),
      )
      .map(summaryOfUser)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    // The cursor is opaque to clients; the mock's is the last customer's id.
    const start = cursor ? all.findIndex((customer) => customer.id === cursor) + 1 : 0;
    if (cursor && start === 0)
      return errorResponse(400, 'VALIDATION_FAILED', `cursor: ${ORDER_MESSAGES.invalidCursor}`, {
        issues: [{ path: 'cursor', message: ORDER_MESSAGES.invalidCursor }],
      });
    const customers = all.slice(start, start + limit);
    const nextCursor = start + limit < all.length ? (customers.at(-1)?.id ?? null) : null;
    return respond(AdminCustomerListResponseSchema, { customers, nextCursor });
  }),
  handle(ADMIN_ENDPOINTS.adminCustomer, async ({ request, params }) => {
    await latency();
    const who = merchantOf(request);
    if ('response' in who) return who.response;
    const user = mockDb.userById(String(params.id));
    return user ? respond(AdminCustomerDetailSchema, detailOf(user)) : notFound();
  }),
  handle(ADMIN_ENDPOINTS.adminCustomerExport, async ({ request, params }) => {
    await latency();
    const who = merchantOf(request);
    if ('response' in who) return who.response;
    const user = mockDb.userById(String(params.id));
    if (!user) return notFound();
    const detail = detailOf(user);
    const address = user.email.toLowerCase();
    seedAuditLog([
      {
        id: mockDb.nextUuid(),
        at: new Date().toISOString(),
        actorEmail: who.merchant.email,
        action: 'export',
        subject: user.id,
        details: { export: 'customer-data', orders: detail.orders.length },
      },
    ]);
    const orders = mockDb.ordersOf(user.id);
    const newsletter = mockDb.subscriptionOf(address);
    return respond(
      AdminCustomerExportSchema,
      {
        exportedAt: new Date().toISOString(),
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          picture: user.picture,
          createdAt: detail.customer.createdAt,
          erasedAt: detail.customer.erasedAt,
        },
        sessions: { total: 1, live: detail.customer.erasedAt ? 0 : 1 },
        orders: orders.map(({ userId: _userId, ...order }) => order),
        payments: orders.flatMap((order) =>
          order.paymentId ? [{ id: order.paymentId, orderId: order.id, amount: order.amount, status: 'captured' }] : [],
        ),
        refunds: orders.flatMap((order) => order.refunds.map((refund) => ({ orderId: order.id, ...refund }))),
        invoices: orders.flatMap((order) =>
          order.documents.invoiceNumber ? [{ orderId: order.id, number: order.documents.invoiceNumber }] : [],
        ),
        creditNotes: orders.flatMap((order) =>
          order.documents.creditNotes.map((note) => ({ orderId: order.id, ...note })),
        ),
        library: detail.library,
        newsletter: newsletter ? { email: address, status: newsletter } : null,
        contactMessages: mockDb.contactMessages().filter((message) => message.email.toLowerCase() === address),
        bugReports: mockDb
          .bugReports()
          .filter((report) => report.contact?.toLowerCase() === address)
          .map((report) => ({ ...report })),
      },
      { headers: { 'content-disposition': `attachment; filename="customer-${user.id}.json"` } },
    );
  }),
  handle(ADMIN_ENDPOINTS.adminCustomerErasure, async ({ request, params }) => {
    await latency();
    const who = merchantOf(request);
    if ('response' in who) return who.response;
    const body = await readBody(request, AdminErasureRequestSchema);
    if ('response' in body) return body.response;
    const user = mockDb.userById(String(params.id));
    if (!user) return notFound();
    if (!erased.has(user.id)) {
      if (body.data.email.toLowerCase() !== user.email.toLowerCase())
        return errorResponse(400, 'VALIDATION_FAILED', ADMIN_CUSTOMER_MESSAGES.confirmMismatch, {
          issues: [{ path: 'email', message: ADMIN_CUSTOMER_MESSAGES.confirmMismatch }],
        });
      erase(user, who.merchant);
    }
    return respond(AdminCustomerDetailSchema, detailOf(user));
  }),
];

const routes = [
  ADMIN_ENDPOINTS.adminCustomers,
  ADMIN_ENDPOINTS.adminCustomer,
  ADMIN_ENDPOINTS.adminCustomerExport,
  ADMIN_ENDPOINTS.adminCustomerErasure,
] as const;

/** The console's customer routes: `ok` (merchants only, as on the server), each error path, and a shop with no one. */
export const adminCustomerHandlers = {
  ok,
  ...errorVariants(routes),
  empty: [
    handle(ADMIN_ENDPOINTS.adminCustomers, async ({ request }) => {
      await latency();
      const who = merchantOf(request);
      if ('response' in who) return who.response;
      return respond(AdminCustomerListResponseSchema, { customers: [], nextCursor: null });
    }),
    ...ok.slice(1),
  ],
};
