import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { ErrorBody, ErrorCode } from '@profit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, reasonPhrase } from './api-error.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

const FRIENDLY_BY_STATUS: Record<number, string> = {
  401: 'Please sign in to continue.',
  403: 'You are not allowed to do that.',
  404: 'There is nothing at this address.',
  413: 'The request is too large.',
  415: 'Send the request body as JSON.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/** Maps any error to the contract's one error body. Nothing internal (stack, SQL) ever leaves. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof ApiError) return error.toBody();
  const status = statusOf(error);
  if (status === 400 && isFastifyCode(error, 'FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY')) {
    return {
      statusCode: 400,
      error: reasonPhrase(400),
      message: 'The request body is not valid JSON.',
      code: 'MALFORMED_JSON',
    };
  }
  if (status >= 500 || !(status in CODE_BY_STATUS || status in FRIENDLY_BY_STATUS)) {
    return {
      statusCode: 500,
      error: reasonPhrase(500),
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    };
  }
  const message = FRIENDLY_BY_STATUS[status] ?? 'The request could not be understood.';
  return {
    statusCode: status,
    error: reasonPhrase(status),
    message,
    code: CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED',
  };
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

/**
 * Routes whose success body is `{ success, message }` (the spec's subscription call): their errors
 * carry `success: false` beside the one error body, so a client reading either shape understands.
 */
const SUCCESS_FLAG_PREFIXES = ['/api/subscriptions/'];

/** The one place errors become HTTP responses. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    const body: ErrorBody & { success?: false } = toErrorBody(error);
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest | undefined>();
    const reply = http.getResponse<FastifyReply>();
    if (body.statusCode >= 500) {
      // Logged with the request id; the client gets the generic body only.
      if (request?.log) request.log.error({ err: error }, 'request failed');
      else this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
    const url = request?.url ?? '';
    if (SUCCESS_FLAG_PREFIXES.some((prefix) => url.startsWith(prefix))) body.success = false;
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
