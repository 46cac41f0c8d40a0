import { STATUS_CODES } from 'node:http';
import { AUTH_MESSAGES, type ErrorBody, type ErrorCode, type Issue } from '@profit/contract';

export const reasonPhrase = (status: number): string => STATUS_CODES[status] ?? 'Error';

/**
 * An error a client is meant to see: a status, a stable code from the contract and a message a
 * person understands. Everything else that escapes a handler becomes a 500 with no detail.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Pick<ErrorBody, 'issues' | 'currentAmount' | 'productIds'> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return {
      statusCode: this.status,
      error: reasonPhrase(this.status),
      message: this.message,
      code: this.code,
      ...this.extra,
    };
  }

  static validation(message: string, issues: Issue[]): ApiError {
    return new ApiError(400, 'VALIDATION_FAILED', message, { issues });
  }
  static unauthenticated(message: string = AUTH_MESSAGES.signInRequired): ApiError {
    return new ApiError(401, 'UNAUTHENTICATED', message);
  }
  static notFound(message: string): ApiError {
    return new ApiError(404, 'NOT_FOUND', message);
  }
}
