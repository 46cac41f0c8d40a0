import { http } from 'msw';
import { ENDPOINTS, SubscribeRequestSchema, SubscribeResponseSchema } from '@profit/contract';
import { mockDb } from './db';
import { apiUrl, errorVariants, latency, readBody, respond } from './http';

const ok = [
  http.post(apiUrl(ENDPOINTS.subscribe.path), async ({ request }) => {
    await latency();
    const body = await readBody(request, SubscribeRequestSchema);
    if ('response' in body) return body.response;
    const fresh = mockDb.subscribe(body.data.email);
    return respond(SubscribeResponseSchema, {
      success: true,
      message: fresh
        ? "You're subscribed! Watch your inbox for your first money tip."
        : "You're already subscribed: we'll keep the tips coming.",
    });
  }),
];

/** E-mail subscription: `ok`, and each error path of the spec. */
export const subscriptionsHandlers = {
  ok,
  ...errorVariants(
    [{ method: 'post', path: ENDPOINTS.subscribe.path }],
    'Enter a valid e-mail address, like name@example.com.',
  ),
};
