import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isErrorBody, type ErrorBody } from '@profit/contract';

/** The contract's error body of a failed call, when the server sent one. */
export function errorBody(error: unknown): ErrorBody | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as FetchBaseQueryError;
  return isErrorBody(data) ? data : undefined;
}

/**
 * A sentence for people from a failed call: the server's message when it sent one, else the
 * screen's fallback (the spec's wording, e.g. 'Something went wrong. Please try again.').
 */
export function errorMessage(
  error: FetchBaseQueryError | SerializedError | undefined | unknown,
  fallback: string,
): string {
  const body = errorBody(error);
  if (body) return body.message;
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string') {
      return (data as { message: string }).message;
    }
  }
  return fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}

/**
 * Whether a call failed without the server saying anything about the request: no answer at all
 * (the network, a dropped connection), a timeout, a failure on the server's side (5xx, a proxy's
 * HTML page included), or a request to wait (429). Such a failure says nothing about the session.
 */
export function isServerUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, originalStatus } = error as { status?: unknown; originalStatus?: unknown };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  const answered = status === 'PARSING_ERROR' ? originalStatus : status;
  return typeof answered === 'number' && (answered >= 500 || answered === 429);
}
