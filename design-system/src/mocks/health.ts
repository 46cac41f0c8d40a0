import { delay, HttpResponse } from 'msw';
import {
  DATABASE_UNREACHABLE_MESSAGE,
  ENDPOINTS,
  GENERIC_ERROR_MESSAGES,
  HealthResponseSchema,
} from '@profit/contract';
import { errorResponse, handle, latency, respond } from './http';

/**
 * `GET /health` as the backend answers it in each situation the status page tells apart: healthy,
 * database down (the backend's 503), the API itself failing (a 500 or a proxy's 502), and no answer.
 */
export const healthHandlers = {
  ok: [
    handle(ENDPOINTS.health, async () => {
      await latency();
      return respond(HealthResponseSchema, { status: 'ok', database: 'up', paymentProvider: 'simulated' });
    }),
  ],
  live: [
    handle(ENDPOINTS.health, async () => {
      await latency();
      return respond(HealthResponseSchema, { status: 'ok', database: 'up', paymentProvider: 'razorpay' });
    }),
  ],
  databaseDown: [
    handle(ENDPOINTS.health, async () => {
      await latency();
      return errorResponse(503, 'SERVICE_UNAVAILABLE', DATABASE_UNREACHABLE_MESSAGE);
    }),
  ],
  serverError: [
    handle(ENDPOINTS.health, async () => {
      await latency();
      return errorResponse(500, 'INTERNAL', GENERIC_ERROR_MESSAGES.internal);
    }),
  ],
  networkFailure: [handle(ENDPOINTS.health, () => HttpResponse.error())],
  /** No answer, after 300 ms: the check's busy state is on screen meanwhile. */
  slowNetworkFailure: [
    handle(ENDPOINTS.health, async () => {
      await delay(300);
      return HttpResponse.error();
    }),
  ],
};
