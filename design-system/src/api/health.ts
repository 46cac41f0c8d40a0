import { ENDPOINTS, type HealthResponse } from '@profit/contract';
import { call } from './call';
import { api } from './baseApi';

export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /health`: the status page reads it (the error's HTTP status matters there too). */
    health: build.query<HealthResponse, void>({
      ...call(ENDPOINTS.health),
    }),
  }),
});

export const { useHealthQuery } = healthApi;
