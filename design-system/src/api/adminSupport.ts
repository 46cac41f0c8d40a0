import {
  pathOf,
  ADMIN_ENDPOINTS,
  type AdminSupportItem,
  type AdminSupportListQuery,
  type AdminSupportListResponse,
} from '@profit/contract';
import { withoutEmpty } from './admin';
import { call, requestOf } from './call';
import { api } from './baseApi';
import { lazySchema } from './lazySchema';

/** The console's support inbox (`/api/admin/support*`): merchants only. */
export const adminSupportApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A page of contact messages and bug reports, newest first, open or handled. */
    adminSupport: build.query<AdminSupportListResponse, AdminSupportListQuery>({
      ...call(ADMIN_ENDPOINTS.adminSupport, (query: AdminSupportListQuery) => ({ query: withoutEmpty(query) })),
      providesTags: [{ type: 'AdminSupport', id: 'LIST' }],
    }),
    /** Marks a message handled (once: pressed again, it answers the message as it is). */
    adminMarkHandled: build.mutation<AdminSupportItem, Pick<AdminSupportItem, 'kind' | 'id'>>({
      // Two routes, one answer: the contact message's and the bug report's.
      query: ({ kind, id }) =>
        requestOf(
          kind === 'contact' ? ADMIN_ENDPOINTS.adminContactMessageHandled : ADMIN_ENDPOINTS.adminBugReportHandled,
          { params: { id } },
        ),
      responseSchema: lazySchema(ADMIN_ENDPOINTS.adminContactMessageHandled.response),
      invalidatesTags: [
        { type: 'AdminSupport', id: 'LIST' },
        { type: 'AdminOrder', id: 'AUDIT' },
      ],
    }),
    /**
     * A bug report's screenshot as an object URL: the route needs the session's bearer token, so
     * an `<img src>` cannot fetch it. The URL is released when no screen shows the image any more.
     */
    adminBugReportImage: build.query<string, { id: string; n: number }>({
      async queryFn({ id, n }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: pathOf(ADMIN_ENDPOINTS.adminBugReportImage.path, { id, n: String(n) }),
          responseHandler: async (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        return { data: URL.createObjectURL(result.data as Blob) };
      },
      keepUnusedDataFor: 30,
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => undefined);
        await cacheEntryRemoved;
        if (loaded) URL.revokeObjectURL(loaded.data);
      },
    }),
  }),
});

export const { useAdminSupportQuery, useAdminMarkHandledMutation, useAdminBugReportImageQuery } = adminSupportApi;
