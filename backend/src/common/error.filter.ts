import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import {
  AUTH_MESSAGES,
  GENERIC_ERROR_MESSAGES,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
  RATE_LIMITED_MESSAGE,
  type ErrorBody,
  type ErrorCode,
} from '@profit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutePolicy } from '../rate-limits/rate-limit-policy.js';
import { ApiError, reasonPhrase } from './api-error.js';
import { databaseFailureOf, describeForLog, type DatabaseFailure } from './database-errors.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  412: 'PRECONDITION_FAILED',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

const FRIENDLY_BY_STATUS: Record<number, string> = {
  401: AUTH_MESSAGES.signInRequired,
  403: 'You are not allowed to do that.',
  404: GENERIC_ERROR_MESSAGES.noSuchAddress,
  408: 'The request took too long to arrive.',
  412: 'The file has changed since the condition was written. Fetch it again.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  415: GENERIC_ERROR_MESSAGES.notJson,
  416: 'The requested range lies outside the file.',
  429: RATE_LIMITED_MESSAGE,
  431: 'The request headers (or the address) are too large.',
};

/** What a client reads while the database cannot be reached: nothing was changed, try again. */
export const SERVICE_UNAVAILABLE_MESSAGE = GENERIC_ERROR_MESSAGES.serviceUnavailable;
/** What a client reads when a value it sent cannot be stored (the contract should have refused it first). */
export const UNSTORABLE_VALUE_MESSAGE = 'The request holds a value the shop cannot accept.';

const bodyOf = (status: number, message: string, code: ErrorCode): ErrorBody => ({
  statusCode: status,
  error: reasonPhrase(status),
  message,
  code,
});

/** Maps any error to the contract's one error body. Nothing internal (stack, SQL) ever leaves. */
export function toErrorBody(error: unknown, failure = databaseFailureOf(error)): ErrorBody {
  if (error instanceof ApiError) return error.toBody();
  if (failure === 'unavailable') return bodyOf(503, SERVICE_UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE');
  if (failure === 'bad-value') return bodyOf(400, UNSTORABLE_VALUE_MESSAGE, 'VALIDATION_FAILED');
  const status = statusOf(error);
  if (status === 400 && isFastifyCode(error, 'FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY')) {
    return bodyOf(400, GENERIC_ERROR_MESSAGES.malformedJson, 'MALFORMED_JSON');
  }
  // A client's mistake keeps the status the framework gave it (a 416 for a range outside a file,
  // a 412 for a failed If-Match …); only the server's own failures become a bare 500.
  if (status >= 500 || status < 400) return bodyOf(500, GENERIC_ERROR_MESSAGES.internal, 'INTERNAL');
  return bodyOf(
    status,
    FRIENDLY_BY_STATUS[status] ?? 'The request could not be understood.',
    CODE_BY_STATUS[status] ?? (status in FRIENDLY_BY_STATUS ? 'VALIDATION_FAILED' : 'CLIENT_ERROR'),
  );
}

function statusOf(error: unknown): number {
  if (error instanceof HttpException) return error.getStatus();
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** Whether the error, or the Fastify error Nest wrapped in an `HttpException`, has one of the codes. */
function isFastifyCode(error: unknown, ...codes: string[]): boolean {
  const candidates = [error, error instanceof HttpException ? error.cause : undefined];
  return candidates.some((candidate) => {
    const code = (candidate as { code?: unknown } | null | undefined)?.code;
    return typeof code === 'string' && codes.includes(code);
  });
}

/** The one place errors become HTTP responses. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    const failure: DatabaseFailure | undefined = databaseFailureOf(error);
    const body: ErrorBody & { success?: false } = toErrorBody(error, failure);
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest | undefined>();
    const reply = http.getResponse<FastifyReply>();
    if (body.statusCode >= 500 || failure) {
      // Logged with the request id, without the query's parameters or the database's message (either
      // may hold a shopper's e-mail or name); the client gets the generic body only.
      const described = describeForLog(error);
      if (request?.log) request.log.error({ err: described }, 'request failed');
      else this.logger.error(JSON.stringify(described));
    }
    const policy = request?.routeOptions?.config as RoutePolicy | undefined;
    if (policy?.successFlagOnErrors) body.success = false;
    const retryAfter = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
    if (body.statusCode === 503) void reply.header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
