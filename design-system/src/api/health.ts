import { ENDPOINTS, HealthResponseSchema, type HealthResponse } from '@profit/contract';
import { api } from './baseApi';

export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /health`: the status page reads it (the error's HTTP status matters there too). */
    health: build.query<HealthResponse, void>({
      query: () => ENDPOINTS.health.path,
      responseSchema: HealthResponseSchema,
    }),
  }),
});

export const { useHealthQuery } = healthApi;
