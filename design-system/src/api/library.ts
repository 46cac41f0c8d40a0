import { API_PATHS, type LibraryResponse } from '@profit/contract';
import { api, pathFor } from './baseApi';
import { lazySchema } from './lazySchema';

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
      query: () => API_PATHS.library,
      responseSchema: lazySchema('LibraryResponseSchema'),
      providesTags: (result) => [
        { type: 'Library', id: 'LIST' },
        ...(result?.items ?? []).map((item) => ({ type: 'Library' as const, id: item.product.id })),
      ],
    }),
    download: build.mutation<DownloadedFile, string>({
      async queryFn(productId, _api, _extraOptions, baseQuery) {
        let filename = `${productId}`;
        const result = await baseQuery({
          url: pathFor(API_PATHS.download, { productId }),
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
