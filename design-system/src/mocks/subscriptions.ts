import {
  ENDPOINTS,
  GENERIC_ERROR_MESSAGES,
  parseWith,
  SUBSCRIPTION_MESSAGES,
  SubscribeRequestSchema,
  SubscribeResponseSchema,
  SubscriptionLinkRequestSchema,
  SubscriptionLinkResponseSchema,
} from '@profit/contract';
import { mockDb } from './db';
import { errorResponse, errorVariants, latency, rateLimitedVariant, respond, handle } from './http';

/** Every error of the subscription carries `success: false` beside the error body, as the server's do. */
const style = { successFlagOnErrors: true };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ok = [
  handle(ENDPOINTS.subscribe, async ({ request }) => {
    await latency();
    let json: unknown;
    try {
      json = await request.json();
    } catch {
      return errorResponse(400, 'MALFORMED_JSON', GENERIC_ERROR_MESSAGES.malformedJson, { success: false });
    }
    // As the server: a body that is not an object is read as an empty one, and the issues' own words are the message.
    const parsed = parseWith(SubscribeRequestSchema, isPlainObject(json) ? json : {});
    if (!parsed.ok)
      return errorResponse(400, 'VALIDATION_FAILED', parsed.issues.map((issue) => issue.message).join(' '), {
        issues: parsed.issues,
        success: false,
      });
    mockDb.subscribe(parsed.data.email);
    return respond(SubscribeResponseSchema, { success: true, message: SUBSCRIPTION_MESSAGES.checkInbox });
  }),
  ...(['confirm', 'unsubscribe'] as const).map((action) =>
    handle(action === 'confirm' ? ENDPOINTS.confirmSubscription : ENDPOINTS.unsubscribe, async ({ request }) => {
      await latency();
      let json: unknown;
      try {
        json = await request.json();
      } catch {
        return errorResponse(400, 'MALFORMED_JSON', GENERIC_ERROR_MESSAGES.malformedJson);
      }
      const parsed = parseWith(SubscriptionLinkRequestSchema, isPlainObject(json) ? json : {});
      if (!parsed.ok)
        return errorResponse(400, 'VALIDATION_FAILED', SUBSCRIPTION_MESSAGES.linkInvalid, { issues: parsed.issues });
      if (!mockDb.followSubscriptionLink(parsed.data.token, action))
        return errorResponse(404, 'NOT_FOUND', SUBSCRIPTION_MESSAGES.linkInvalid);
      return respond(SubscriptionLinkResponseSchema, {
        success: true,
        message: action === 'confirm' ? SUBSCRIPTION_MESSAGES.confirmed : SUBSCRIPTION_MESSAGES.unsubscribed,
      });
    }),
  ),
];

const routes = [ENDPOINTS.subscribe] as const;
const linkRoutes = [ENDPOINTS.confirmSubscription, ENDPOINTS.unsubscribe] as const;

/** E-mail subscription: `ok`, each error path of the spec, and the server's 429. */
export const subscriptionsHandlers = {
  ok,
  ...errorVariants(routes, style),
  rateLimited: rateLimitedVariant(routes, style),
};

/** The newsletter's confirmation and unsubscribe links: `ok`, the server's errors and its 429. */
export const subscriptionLinkHandlers = {
  ok: ok.slice(1),
  ...errorVariants(linkRoutes),
  rateLimited: rateLimitedVariant(linkRoutes),
};
