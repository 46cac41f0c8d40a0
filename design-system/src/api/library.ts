import { pathOf, ENDPOINTS, type DownloadFormat, type LibraryResponse } from '@profit/contract';
import { call } from './call';
import { api } from './baseApi';

/** A downloaded file, held as an object URL (a string keeps the Redux state serialisable). */
export interface DownloadedFile {
  objectUrl: string;
  filename: string;
}

export function filenameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

export const libraryApi = api.injectEndpoints({
  endpoints: (build) => ({
    library: build.query<LibraryResponse, void>({
      ...call(ENDPOINTS.library),
      providesTags: (result) => [
        { type: 'Library', id: 'LIST' },
        // Stryker disable next-line all: no call invalidates one kit's library tag, only the list's
        ...(result?.items ?? []).map((item) => ({ type: 'Library' as const, id: item.product.id })),
      ],
    }),
    /** A bought kit's file: its PDF guide (stamped with the buyer) or its Markdown source. */
    download: build.mutation<DownloadedFile, { productId: string; format: DownloadFormat }>({
      async queryFn({ productId, format }, _api, _extraOptions, baseQuery) {
        let filename = `${productId}.${format}`;
        const result = await baseQuery({
          url: pathOf(ENDPOINTS.download.path, { productId }),
          params: { format },
          responseHandler: async (response) => {
            filename = filenameFrom(response.headers.get('content-disposition'), filename);
            return response.ok ? response.blob() : response.json();
          },
        });
        if (result.error) return { error: result.error };
        return { data: { objectUrl: URL.createObjectURL(result.data as Blob), filename } };
      },
    }),
  }),
});

export const { useLibraryQuery, useDownloadMutation } = libraryApi;
