import {
  ADMIN_API_PATHS,
  type AdminSupportItem,
  type AdminSupportListQuery,
  type AdminSupportListResponse,
} from '@profit/contract';
import { withoutEmpty } from './admin';
import { api, pathFor } from './baseApi';
import { lazySchema } from './lazySchema';

/** The console's support inbox (`/api/admin/support*`): merchants only. */
export const adminSupportApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A page of contact messages and bug reports, newest first, open or handled. */
    adminSupport: build.query<AdminSupportListResponse, AdminSupportListQuery>({
      query: (query) => ({ url: ADMIN_API_PATHS.adminSupport, params: withoutEmpty(query) }),
      responseSchema: lazySchema('AdminSupportListResponseSchema'),
      providesTags: [{ type: 'AdminSupport', id: 'LIST' }],
    }),
    /** Marks a message handled (once: pressed again, it answers the message as it is). */
    adminMarkHandled: build.mutation<AdminSupportItem, Pick<AdminSupportItem, 'kind' | 'id'>>({
      query: ({ kind, id }) => ({
        url: pathFor(
          kind === 'contact' ? ADMIN_API_PATHS.adminContactMessageHandled : ADMIN_API_PATHS.adminBugReportHandled,
          { id },
        ),
        method: 'POST',
      }),
      responseSchema: lazySchema('AdminSupportItemSchema'),
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
          url: pathFor(ADMIN_API_PATHS.adminBugReportImage, { id, n: String(n) }),
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
