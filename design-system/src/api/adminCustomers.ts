import {
  pathOf,
  ADMIN_ENDPOINTS,
  type AdminCustomerDetail,
  type AdminCustomerListQuery,
  type AdminCustomerListResponse,
  type AdminErasureRequest,
} from '@profit/contract';
import { withoutEmpty } from './admin';
import { call } from './call';
import { api } from './baseApi';
import type { DownloadedFile } from './library';
import { downloadPdf } from './orders';

/** The console's customers (`/api/admin/customers*`): merchants only. */
export const adminCustomersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A page of customers, newest first, narrowed by a search of e-mail or name. */
    adminCustomers: build.query<AdminCustomerListResponse, AdminCustomerListQuery>({
      ...call(ADMIN_ENDPOINTS.adminCustomers, (query: AdminCustomerListQuery) => ({ query: withoutEmpty(query) })),
      providesTags: [{ type: 'AdminCustomer', id: 'LIST' }],
    }),
    adminCustomer: build.query<AdminCustomerDetail, string>({
      ...call(ADMIN_ENDPOINTS.adminCustomer, (id: string) => ({ params: { id } })),
      // Stryker disable next-line all: no call invalidates one customer's tag (an erasure writes the customer into the cache instead)
      providesTags: (_result, _error, id) => [{ type: 'AdminCustomer', id }],
    }),
    /** Every row of the customer's personal data, as a JSON file to save (the server records it). */
    adminCustomerExport: build.mutation<DownloadedFile, string>({
      queryFn: (id, _api, _extra, baseQuery) =>
        downloadPdf(baseQuery, pathOf(ADMIN_ENDPOINTS.adminCustomerExport.path, { id }), `customer-${id}.json`),
      invalidatesTags: [{ type: 'AdminOrder', id: 'AUDIT' }],
    }),
    /** Erases the customer's personal data (once); answers them as they are then. */
    adminEraseCustomer: build.mutation<AdminCustomerDetail, AdminErasureRequest & { id: string }>({
      ...call(ADMIN_ENDPOINTS.adminCustomerErasure, ({ id, ...body }: AdminErasureRequest & { id: string }) => ({
        params: { id },
        body,
      })),
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
