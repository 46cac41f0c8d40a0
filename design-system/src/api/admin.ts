import {
  ADMIN_API_PATHS,
  type AdminOrderDetail,
  type AdminOverview,
  type AdminVitals,
  type AdminExport,
  type AdminOutboxQuery,
  type AdminOutboxResponse,
  type AdminSubscribersQuery,
  type AdminSubscribersResponse,
  type ExportRangeQuery,
  type AdminOrderListQuery,
  type AdminOrderListResponse,
  type AdminRefundRequest,
  type AuditLogQuery,
  type AuditLogResponse,
} from '@profit/contract';
import { api, pathFor } from './baseApi';
import type { DownloadedFile } from './library';
import { lazySchema } from './lazySchema';
import { downloadPdf } from './orders';

/** The merchant console's calls (`/api/admin/*`): the server answers them to merchants only. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A page of every shopper's orders, newest first, narrowed by the filters. */
    adminOrders: build.query<AdminOrderListResponse, AdminOrderListQuery>({
      query: (query) => ({ url: ADMIN_API_PATHS.adminOrders, params: withoutEmpty(query) }),
      responseSchema: lazySchema('AdminOrderListResponseSchema'),
      providesTags: [{ type: 'AdminOrder', id: 'LIST' }],
    }),
    adminOrder: build.query<AdminOrderDetail, string>({
      query: (id) => pathFor(ADMIN_API_PATHS.adminOrder, { id }),
      responseSchema: lazySchema('AdminOrderDetailSchema'),
      // Stryker disable next-line all: no call invalidates one order's tag (a refund writes the order into the cache instead)
      providesTags: (_result, _error, id) => [{ type: 'AdminOrder', id }],
    }),
    /** Refunds lines of an order; the same `idempotencyKey` sent again is the same refund. */
    adminRefund: build.mutation<AdminOrderDetail, AdminRefundRequest & { orderId: string }>({
      query: ({ orderId, ...body }) => ({
        url: pathFor(ADMIN_API_PATHS.adminRefund, { id: orderId }),
        method: 'POST',
        body,
      }),
      responseSchema: lazySchema('AdminOrderDetailSchema'),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        // Stryker disable next-line ObjectLiteral: `{}` has no data either
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(adminApi.util.upsertQueryData('adminOrder', orderId, data));
        dispatch(
          adminApi.util.invalidateTags([
            { type: 'AdminOrder', id: 'LIST' },
            { type: 'AdminOrder', id: 'AUDIT' },
            { type: 'AdminOrder', id: 'OVERVIEW' },
          ]),
        );
      },
    }),
    /** Any shopper's tax invoice, as a PDF. */
    adminInvoicePdf: build.mutation<DownloadedFile, { orderId: string; number: string }>({
      queryFn: ({ orderId, number }, _api, _extra, baseQuery) =>
        downloadPdf(baseQuery, pathFor(ADMIN_API_PATHS.adminInvoicePdf, { id: orderId }), `invoice-${number}.pdf`),
    }),
    /** The n-th credit note of any shopper's order, as a PDF. */
    adminCreditNotePdf: build.mutation<DownloadedFile, { orderId: string; n: number; number: string }>({
      queryFn: ({ orderId, n, number }, _api, _extra, baseQuery) =>
        downloadPdf(
          baseQuery,
          pathFor(ADMIN_API_PATHS.adminCreditNotePdf, { id: orderId, n: String(n) }),
          `credit-note-${number}.pdf`,
        ),
    }),
    /** A page of the audit log, newest first. */
    adminAuditLog: build.query<AuditLogResponse, AuditLogQuery>({
      query: (query) => ({ url: ADMIN_API_PATHS.adminAuditLog, params: withoutEmpty(query) }),
      responseSchema: lazySchema('AuditLogResponseSchema'),
      providesTags: [{ type: 'AdminOrder', id: 'AUDIT' }],
    }),
    /** The shop's trade today, in 7 and 30 days (India time), as the server sums it. */
    adminOverview: build.query<AdminOverview, void>({
      query: () => ADMIN_API_PATHS.adminOverview,
      responseSchema: lazySchema('AdminOverviewSchema'),
      providesTags: [{ type: 'AdminOrder', id: 'OVERVIEW' }],
    }),
    /** How fast each page is for real visitors: the 75th percentile of its Core Web Vitals over 1, 7 and 28 days. */
    adminVitals: build.query<AdminVitals, void>({
      query: () => ADMIN_API_PATHS.adminVitals,
      responseSchema: lazySchema('AdminVitalsSchema'),
    }),
    /** An export as a CSV file, fetched with the session; the server records it in the audit log. */
    adminExport: build.mutation<DownloadedFile, ExportRangeQuery & { kind: AdminExport }>({
      queryFn: async ({ kind, from, to }, { dispatch }, _extra, baseQuery) => {
        const path = pathFor(ADMIN_API_PATHS.adminExport, { kind });
        const result = await downloadPdf(baseQuery, `${path}?${new URLSearchParams({ from, to })}`, `${kind}.csv`);
        if (result.data) dispatch(adminApi.util.invalidateTags([{ type: 'AdminOrder', id: 'AUDIT' }]));
        return result;
      },
    }),
    /** A page of the newsletter's subscribers, newest first. */
    adminSubscribers: build.query<AdminSubscribersResponse, AdminSubscribersQuery>({
      query: (query) => ({ url: ADMIN_API_PATHS.adminSubscribers, params: withoutEmpty(query) }),
      responseSchema: lazySchema('AdminSubscribersResponseSchema'),
    }),
    /** A page of the outbox, newest first. */
    adminOutbox: build.query<AdminOutboxResponse, AdminOutboxQuery>({
      query: (query) => ({ url: ADMIN_API_PATHS.adminOutbox, params: withoutEmpty(query) }),
      responseSchema: lazySchema('AdminOutboxResponseSchema'),
    }),
  }),
});

/** The query without its empty filters, so the address carries only what the merchant chose. */
export function withoutEmpty(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(
      // Stryker disable next-line ConditionalExpression: fetchBaseQuery drops undefined parameters itself; the empty string is the filter's work
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

export const {
  useAdminOrdersQuery,
  useAdminOrderQuery,
  useAdminRefundMutation,
  useAdminAuditLogQuery,
  useAdminInvoicePdfMutation,
  useAdminCreditNotePdfMutation,
  useAdminOverviewQuery,
  useAdminExportMutation,
  useAdminSubscribersQuery,
  useAdminOutboxQuery,
  useAdminVitalsQuery,
} = adminApi;
