import { http, HttpResponse } from 'msw';
import {
  DATABASE_UNREACHABLE_MESSAGE,
  ENDPOINTS,
  GENERIC_ERROR_MESSAGES,
  HealthResponseSchema,
} from '@profit/contract';
import { apiUrl, errorResponse, latency, respond } from './http';

const route = apiUrl(ENDPOINTS.health.path);

/**
 * `GET /health` as the backend answers it in each situation the status page tells apart: healthy,
 * database down (the backend's 503), the API itself failing (a 500 or a proxy's 502), and no answer.
 */
export const healthHandlers = {
  ok: [
    http.get(route, async () => {
      await latency();
      return respond(HealthResponseSchema, { status: 'ok', database: 'up', paymentProvider: 'simulated' });
    }),
  ],
  live: [
    http.get(route, async () => {
      await latency();
      return respond(HealthResponseSchema, { status: 'ok', database: 'up', paymentProvider: 'razorpay' });
    }),
  ],
  databaseDown: [
    http.get(route, async () => {
      await latency();
      return errorResponse(503, 'SERVICE_UNAVAILABLE', DATABASE_UNREACHABLE_MESSAGE);
    }),
  ],
  serverError: [
    http.get(route, async () => {
      await latency();
      return errorResponse(500, 'INTERNAL', GENERIC_ERROR_MESSAGES.internal);
    }),
  ],
  networkFailure: [http.get(route, () => HttpResponse.error())],
};
