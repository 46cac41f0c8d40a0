import {
  pathOf,
  ADMIN_ENDPOINTS,
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
import { call } from './call';
import { api } from './baseApi';
import type { DownloadedFile } from './library';
import { downloadPdf } from './orders';

/** The merchant console's calls (`/api/admin/*`): the server answers them to merchants only. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A page of every shopper's orders, newest first, narrowed by the filters. */
    adminOrders: build.query<AdminOrderListResponse, AdminOrderListQuery>({
      ...call(ADMIN_ENDPOINTS.adminOrders, (query: AdminOrderListQuery) => ({ query: withoutEmpty(query) })),
      providesTags: [{ type: 'AdminOrder', id: 'LIST' }],
    }),
    adminOrder: build.query<AdminOrderDetail, string>({
      ...call(ADMIN_ENDPOINTS.adminOrder, (id: string) => ({ params: { id } })),
      // Stryker disable next-line all: no call invalidates one order's tag (a refund writes the order into the cache instead)
      providesTags: (_result, _error, id) => [{ type: 'AdminOrder', id }],
    }),
    /** Refunds lines of an order; the same `idempotencyKey` sent again is the same refund. */
    adminRefund: build.mutation<AdminOrderDetail, AdminRefundRequest & { orderId: string }>({
      ...call(ADMIN_ENDPOINTS.adminRefund, ({ orderId, ...body }: AdminRefundRequest & { orderId: string }) => ({
        params: { id: orderId },
        body,
      })),
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
        downloadPdf(baseQuery, pathOf(ADMIN_ENDPOINTS.adminInvoicePdf.path, { id: orderId }), `invoice-${number}.pdf`),
    }),
    /** The n-th credit note of any shopper's order, as a PDF. */
    adminCreditNotePdf: build.mutation<DownloadedFile, { orderId: string; n: number; number: string }>({
      queryFn: ({ orderId, n, number }, _api, _extra, baseQuery) =>
        downloadPdf(
          baseQuery,
          pathOf(ADMIN_ENDPOINTS.adminCreditNotePdf.path, { id: orderId, n: String(n) }),
          `credit-note-${number}.pdf`,
        ),
    }),
    /** A page of the audit log, newest first. */
    adminAuditLog: build.query<AuditLogResponse, AuditLogQuery>({
      ...call(ADMIN_ENDPOINTS.adminAuditLog, (query: AuditLogQuery) => ({ query: withoutEmpty(query) })),
      providesTags: [{ type: 'AdminOrder', id: 'AUDIT' }],
    }),
    /** The shop's trade today, in 7 and 30 days (India time), as the server sums it. */
    adminOverview: build.query<AdminOverview, void>({
      ...call(ADMIN_ENDPOINTS.adminOverview),
      providesTags: [{ type: 'AdminOrder', id: 'OVERVIEW' }],
    }),
    /** How fast each page is for real visitors: the 75th percentile of its Core Web Vitals over 1, 7 and 28 days. */
    adminVitals: build.query<AdminVitals, void>({
      ...call(ADMIN_ENDPOINTS.adminVitals),
    }),
    /** An export as a CSV file, fetched with the session; the server records it in the audit log. */
    adminExport: build.mutation<DownloadedFile, ExportRangeQuery & { kind: AdminExport }>({
      queryFn: async ({ kind, from, to }, { dispatch }, _extra, baseQuery) => {
        const path = pathOf(ADMIN_ENDPOINTS.adminExport.path, { kind });
        const result = await downloadPdf(baseQuery, `${path}?${new URLSearchParams({ from, to })}`, `${kind}.csv`);
        if (result.data) dispatch(adminApi.util.invalidateTags([{ type: 'AdminOrder', id: 'AUDIT' }]));
        return result;
      },
    }),
    /** A page of the newsletter's subscribers, newest first. */
    adminSubscribers: build.query<AdminSubscribersResponse, AdminSubscribersQuery>({
      ...call(ADMIN_ENDPOINTS.adminSubscribers, (query: AdminSubscribersQuery) => ({ query: withoutEmpty(query) })),
    }),
    /** A page of the outbox, newest first. */
    adminOutbox: build.query<AdminOutboxResponse, AdminOutboxQuery>({
      ...call(ADMIN_ENDPOINTS.adminOutbox, (query: AdminOutboxQuery) => ({ query: withoutEmpty(query) })),
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
