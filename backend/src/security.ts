import type { Socket } from 'node:net';
import { resolveSecurityHeaders } from '@nestjs/core/security/security-headers.js';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_ERROR_MESSAGES } from '@profit/contract';
import { ApiError, reasonPhrase } from './common/api-error.js';
import { toErrorBody } from './common/error.filter.js';
import { nextRequestId } from './common/request-id.js';
import type { AppConfig } from './config/app-config.js';
import type { RoutePolicy } from './rate-limits/rate-limit-policy.js';
import type { RateLimiter } from './rate-limits/rate-limiter.js';
import { rateLimitNetworkOf } from './rate-limits/client-network.js';

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

/**
 * Every answer is private unless its route says otherwise (the catalogue is public and cacheable):
 * a profile, an order list or a download must never sit in a shared or browser cache.
 */
const DEFAULT_HEADERS: Readonly<Record<string, string>> = { ...SECURITY_HEADERS, 'cache-control': 'no-store' };

/** The route config a route declared (`@Policy`), or none (no route matched: a 404). */
const policyOf = (request: FastifyRequest): RoutePolicy =>
  (request.routeOptions?.config as RoutePolicy | undefined) ?? {};

/**
 * The protections every route gets, registered on Fastify before Nest adds its routes: security
 * headers, `Cache-Control: no-store`, the CORS allow-list, the per-address rate limit of the route
 * the router matched (its `@Policy`), and the request id echoed in `X-Request-Id`.
 */
export function applySecurity(app: NestFastifyApplication, config: AppConfig, limiter: RateLimiter): void {
  const fastify = app.getHttpAdapter().getInstance();
  const allowedOrigins = new Set(config.env.CORS_ORIGINS);
  if (config.env.SITE_URL) allowedOrigins.add(new URL(config.env.SITE_URL).origin);
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    void reply.headers(DEFAULT_HEADERS).header('x-request-id', request.id);
    if (answeredCors(request, reply, allowedOrigins)) return;
    if (isCrossSiteStateChange(request, allowedOrigins))
      return done(new ApiError(403, 'FORBIDDEN', GENERIC_ERROR_MESSAGES.crossSiteRequest));
    // The multipart parser is registered for the whole app, but only a route that says so reads it.
    if (!policyOf(request).multipart && request.headers['content-type']?.toLowerCase().startsWith('multipart/'))
      return done(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', toErrorBody({ statusCode: 415 }).message));
    const policy = policyOf(request).rateLimit;
    if (policy) return void limiter.consume(policy, rateLimitNetworkOf(request.ip)).then(() => done(), done);
    done();
  });
}

/**
 * The API reads JSON only. Nest registers a form parser (`application/x-www-form-urlencoded`) and
 * Fastify a text one: both are removed, so a cross-site HTML form, which needs no CORS preflight,
 * cannot post to the API; any other media type is a 415. Called once Nest has registered its parsers.
 */
export function acceptJsonBodiesOnly(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
    if (fastify.hasContentTypeParser(type)) fastify.removeContentTypeParser(type);
  }
}

/**
 * Fastify's `frameworkErrors`: the router refuses a malformed address (400) or an over-long route
 * parameter (414) before any hook runs; the refusal gets the contract's error body and the usual
 * headers, and echoes nothing of the address.
 */
export function answerRouterRefusal(error: Error, request: FastifyRequest, reply: FastifyReply): void {
  const body = toErrorBody(error);
  void reply
    .code(body.statusCode)
    .headers(DEFAULT_HEADERS)
    .header('x-request-id', request.id)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refuses a request before Fastify sees it (an
 * address or headers over 16 KiB: 431; a malformed request: 400; a client too slow: 408). The
 * answer is written to the socket by hand, in the contract's error shape with the usual headers.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(toErrorBody({ statusCode: status }));
  const headers = {
    ...DEFAULT_HEADERS,
    'x-request-id': nextRequestId(),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${reasonPhrase(status)}\r\n${lines.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a state-changing request was sent from another site's page: its `Origin` is neither the
 * shop's own (the host it was sent to, or `SITE_URL`) nor an allowed one, or, without an `Origin`,
 * the browser says it is `cross-site` (`Sec-Fetch-Site`). A request with neither header comes from
 * no browser page (Razorpay's webhooks, a script) and is judged by its authentication alone. The
 * API reads bearer tokens, not cookies, so this is defence in depth: it also covers the multipart
 * bug report, which a cross-site HTML form can send without a preflight.
 */
function isCrossSiteStateChange(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  if (!STATE_CHANGING_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'cross-site';
  if (allowed.has(origin)) return false;
  try {
    // The scheme is left aside: behind a proxy that ends TLS the service sees http for an https page.
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true; // `Origin: null` (a sandboxed frame, a redirect across sites) or garbage
  }
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
