import {
  ADMIN_API_PATHS,
  type AdminCustomerDetail,
  type AdminCustomerListQuery,
  type AdminCustomerListResponse,
  type AdminErasureRequest,
} from '@profit/contract';
import { withoutEmpty } from './admin';
import { api, pathFor } from './baseApi';
import type { DownloadedFile } from './library';
import { lazySchema } from './lazySchema';
import { downloadPdf } from './orders';

/** The console's customers (`/api/admin/customers*`): merchants only. */
export const adminCustomersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A page of customers, newest first, narrowed by a search of e-mail or name. */
    adminCustomers: build.query<AdminCustomerListResponse, AdminCustomerListQuery>({
      query: (query) => ({ url: ADMIN_API_PATHS.adminCustomers, params: withoutEmpty(query) }),
      responseSchema: lazySchema('AdminCustomerListResponseSchema'),
      providesTags: [{ type: 'AdminCustomer', id: 'LIST' }],
    }),
    adminCustomer: build.query<AdminCustomerDetail, string>({
      query: (id) => pathFor(ADMIN_API_PATHS.adminCustomer, { id }),
      responseSchema: lazySchema('AdminCustomerDetailSchema'),
      // Stryker disable next-line all: no call invalidates one customer's tag (an erasure writes the customer into the cache instead)
      providesTags: (_result, _error, id) => [{ type: 'AdminCustomer', id }],
    }),
    /** Every row of the customer's personal data, as a JSON file to save (the server records it). */
    adminCustomerExport: build.mutation<DownloadedFile, string>({
      queryFn: (id, _api, _extra, baseQuery) =>
        downloadPdf(baseQuery, pathFor(ADMIN_API_PATHS.adminCustomerExport, { id }), `customer-${id}.json`),
      invalidatesTags: [{ type: 'AdminOrder', id: 'AUDIT' }],
    }),
    /** Erases the customer's personal data (once); answers them as they are then. */
    adminEraseCustomer: build.mutation<AdminCustomerDetail, AdminErasureRequest & { id: string }>({
      query: ({ id, ...body }) => ({
        url: pathFor(ADMIN_API_PATHS.adminCustomerErasure, { id }),
        method: 'POST',
        body,
      }),
      responseSchema: lazySchema('AdminCustomerDetailSchema'),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        // Stryker disable next-line ObjectLiteral: `{}` has no data either
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(adminCustomersApi.util.upsertQueryData('adminCustomer', id, data));
        dispatch(
          api.util.invalidateTags([
            { type: 'AdminCustomer', id: 'LIST' },
            { type: 'AdminOrder', id: 'LIST' },
            { type: 'AdminOrder', id: 'AUDIT' },
          ]),
        );
      },
    }),
  }),
});

export const {
  useAdminCustomersQuery,
  useAdminCustomerQuery,
  useAdminCustomerExportMutation,
  useAdminEraseCustomerMutation,
} = adminCustomersApi;
