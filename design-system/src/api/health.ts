import { API_PATHS, type HealthResponse } from '@profit/contract';
import { api } from './baseApi';
import { lazySchema } from './lazySchema';

export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /health`: the status page reads it (the error's HTTP status matters there too). */
    health: build.query<HealthResponse, void>({
      query: () => API_PATHS.health,
      responseSchema: lazySchema('HealthResponseSchema'),
    }),
  }),
});

export const { useHealthQuery } = healthApi;
