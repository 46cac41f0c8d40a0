import { API_PATHS, type GrievanceRequest, type GrievanceResponse } from '@profit/contract';
import { api } from './baseApi';
import { lazySchema } from './lazySchema';

/** Apart from the shop identity's query (in the footer, so in the first chunk): only /grievance loads it. */
export const grievanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    fileGrievance: build.mutation<GrievanceResponse, GrievanceRequest>({
      query: (body) => ({ url: API_PATHS.grievance, method: 'POST', body }),
      responseSchema: lazySchema('GrievanceResponseSchema'),
    }),
  }),
});

export const { useFileGrievanceMutation } = grievanceApi;
