import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { ErrorBody, ErrorCode } from '@profit/contract';
import type { FastifyReply } from 'fastify';
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
    return { statusCode: 400, error: reasonPhrase(400), message: 'The request body is not valid JSON.', code: 'MALFORMED_JSON' };
  }
  if (status >= 500 || !(status in CODE_BY_STATUS || status in FRIENDLY_BY_STATUS)) {
    return { statusCode: 500, error: reasonPhrase(500), message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };
  }
  const message = FRIENDLY_BY_STATUS[status] ?? 'The request could not be understood.';
  return { statusCode: status, error: reasonPhrase(status), message, code: CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED' };
}

function statusOf(error: unknown): number {
  if (error instanceof HttpException) return error.getStatus();
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

function isFastifyCode(error: unknown, ...codes: string[]): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && codes.includes(code);
}

/** The one place errors become HTTP responses. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
