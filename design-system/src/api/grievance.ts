import { ENDPOINTS, type GrievanceRequest, type GrievanceResponse } from '@profit/contract';
import { call } from './call';
import { api } from './baseApi';

/** Apart from the shop identity's query (in the footer, so in the first chunk): only /grievance loads it. */
export const grievanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    fileGrievance: build.mutation<GrievanceResponse, GrievanceRequest>({
      ...call(ENDPOINTS.grievance, (body: GrievanceRequest) => ({ body })),
    }),
  }),
});

export const { useFileGrievanceMutation } = grievanceApi;
