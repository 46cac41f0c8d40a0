import rateLimit from '@fastify/rate-limit';
import { resolveSecurityHeaders } from '@nestjs/core/security/security-headers.js';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RATE_LIMITED_MESSAGE } from '@profit/contract';
import { ApiError } from './common/api-error.js';
import type { AppConfig } from './config/app-config.js';

/**
 * Helmet 8's default headers (same-origin CSP, HSTS, nosniff, SAMEORIGIN framing, no referrer…),
 * resolved once at start by Nest 12's own implementation of them (`app.useSecurityHeaders()`).
 * They are set on the Fastify reply in the one request hook below, not written to the Node response
 * one by one as `useSecurityHeaders()` does (which also sends Node down its slow path of merging
 * headers), and not with @fastify/helmet, which rebuilds the whole helmet middleware on every
 * request. CPU per GET /api/products, measured here on a busy 2-core machine: about 124 µs with
 * @fastify/helmet, 88 µs with `useSecurityHeaders()`, 59 µs this way (bare Fastify: 46-59 µs).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  resolveSecurityHeaders({ crossOriginResourcePolicy: { policy: 'same-site' } }).headers.map(([name, value]) => [
    name.toLowerCase(),
    value,
  ]),
);

export { RATE_LIMITED_MESSAGE };

/**
 * The protections every route gets, registered on Fastify before Nest adds its routes:
 * security headers, the CORS allow-list, per-address rate limits on sign-in and subscription
 * and support calls, and the request id echoed in `X-Request-Id`.
 */
export async function applySecurity(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // The API reads JSON only: a text body is refused with 415 rather than handed to a handler as a string.
  fastify.removeContentTypeParser('text/plain');
  await fastify.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE),
  });
  const timeWindow = config.env.RATE_LIMIT_WINDOW_SECONDS * 1000;
  // Each limiter keys its own counters, so sign-in attempts do not use up the subscription budget.
  const limiters = [
    {
      prefix: '/api/auth/',
      limit: fastify.rateLimit({
        max: config.env.RATE_LIMIT_AUTH_MAX,
        timeWindow,
        keyGenerator: (request) => `auth|${request.ip}`,
      }),
    },
    {
      prefix: '/api/subscriptions/',
      limit: fastify.rateLimit({
        max: config.env.RATE_LIMIT_SUBSCRIBE_MAX,
        timeWindow,
        keyGenerator: (request) => `subscriptions|${request.ip}`,
      }),
    },
    {
      prefix: '/api/support/',
      limit: fastify.rateLimit({
        max: config.env.RATE_LIMIT_SUPPORT_MAX,
        timeWindow,
        keyGenerator: (request) => `support|${request.ip}`,
      }),
    },
  ];
  const allowedOrigins = new Set(config.env.CORS_ORIGINS);
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    void reply.headers(SECURITY_HEADERS).header('x-request-id', request.id);
    if (answeredCors(request, reply, allowedOrigins)) return;
    for (const { prefix, limit } of limiters) {
      if (request.url.startsWith(prefix)) return void limit.call(fastify, request, reply).then(() => done(), done);
    }
    done();
  });
}

const CORS_PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers': 'content-type, authorization',
  'access-control-max-age': '600',
  'content-length': '0',
};

/**
 * The CORS allow-list (`CORS_ORIGINS`): a listed origin gets `Access-Control-Allow-Origin` (no
 * credentials: the API uses bearer tokens, not cookies) and its preflights are answered here, before
 * rate limits and guards; any other origin gets no CORS header, so browsers refuse to read the
 * answer. Done in the one request hook rather than with `app.enableCors()`: @fastify/cors plus
 * Nest's copy of its headers cost 12 µs of CPU on every request, most of which carry no Origin.
 * Answers whether the request was a preflight, now answered.
 */
function answeredCors(request: FastifyRequest, reply: FastifyReply, allowed: ReadonlySet<string>): boolean {
  void reply.header('vary', 'Origin');
  const origin = request.headers.origin;
  if (origin === undefined || !allowed.has(origin)) return false;
  void reply
    .header('access-control-allow-origin', origin)
    .header('access-control-expose-headers', 'retry-after, x-request-id');
  if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) return false;
  void reply.code(204).headers(CORS_PREFLIGHT_HEADERS).send();
  return true;
}
