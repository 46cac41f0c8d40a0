import { DATABASE_UNREACHABLE_MESSAGE, ENDPOINTS, HealthResponseSchema } from '@profit/contract';
import { errorResponse, errorVariants, handle, latency, respond } from './http';

/** The failures any route can meet: a 500, no answer at once, no answer after 300 ms. */
const { serverError, networkFailure, slowNetworkFailure } = errorVariants([ENDPOINTS.health]);

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
  serverError,
  networkFailure,
  /** No answer, after 300 ms: the check's busy state is on screen meanwhile. */
  slowNetworkFailure,
};
