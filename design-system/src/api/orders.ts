import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  pathOf,
  ENDPOINTS,
  type HideOrderResponse,
  type Order,
  type OrderListQuery,
  type OrderListResponse,
} from '@profit/contract';
import { call } from './call';
import { api } from './baseApi';
import { filenameFrom, type DownloadedFile } from './library';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the caller's orders, newest first: pass the previous page's `nextCursor` for the next. */
    orders: build.query<OrderListResponse, OrderListQuery | void>({
      ...call(ENDPOINTS.orders, (page: OrderListQuery | void) => (page ? { query: page } : {})),
      providesTags: (result) => [
        { type: 'Order', id: 'LIST' },
        // Stryker disable next-line all: what invalidates one order (hiding it) invalidates the list too
        ...(result?.orders ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
    order: build.query<Order, string>({
      ...call(ENDPOINTS.order, (id: string) => ({ params: { id } })),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    /** Hides a checkout that was never paid from the caller's order list (it shows again if paid after all). */
    hideOrder: build.mutation<HideOrderResponse, string>({
      ...call(ENDPOINTS.hideOrder, (id: string) => ({ params: { id } })),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id },
      ],
    }),
    /** The GST tax invoice of one of the caller's paid orders, as a PDF. */
    invoicePdf: build.mutation<DownloadedFile, { orderId: string; number: string }>({
      queryFn: ({ orderId, number }, _api, _extra, baseQuery) =>
        downloadPdf(baseQuery, pathOf(ENDPOINTS.invoicePdf.path, { id: orderId }), `invoice-${number}.pdf`),
    }),
    /** The n-th credit note (one per refund) of one of the caller's orders, as a PDF. */
    creditNotePdf: build.mutation<DownloadedFile, { orderId: string; n: number; number: string }>({
      queryFn: ({ orderId, n, number }, _api, _extra, baseQuery) =>
        downloadPdf(
          baseQuery,
          pathOf(ENDPOINTS.creditNotePdf.path, { id: orderId, n: String(n) }),
          `credit-note-${number}.pdf`,
        ),
    }),
  }),
});

type MaybePromise<T> = T | PromiseLike<T>;
type QueryReturnValue<T, E, M> = { error: E; data?: undefined; meta?: M } | { error?: undefined; data: T; meta?: M };

/** A PDF fetched with the session, as an object URL and the server's file name. */
export async function downloadPdf(
  baseQuery: (args: FetchArgs) => MaybePromise<QueryReturnValue<unknown, FetchBaseQueryError, object>>,
  url: string,
  fallback: string,
) {
  let filename = fallback.replace(/\//g, '-');
  const result = await baseQuery({
    url,
    responseHandler: async (response) => {
      filename = filenameFrom(response.headers.get('content-disposition'), filename);
      return response.ok ? response.blob() : response.json();
    },
  });
  if (result.error) return { error: result.error };
  return { data: { objectUrl: URL.createObjectURL(result.data as Blob), filename } };
}

export const { useOrdersQuery, useOrderQuery, useHideOrderMutation, useInvoicePdfMutation, useCreditNotePdfMutation } =
  ordersApi;
