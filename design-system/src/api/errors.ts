import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isErrorBody, type ErrorBody } from '@profit/contract';

/** What a screen says of a failed load when the server sent no words of its own (no answer, a proxy's page). */
export const CHECK_CONNECTION = 'Please check your connection and try again.';

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
 * Whether an HTTP status says the server could not deal with the request at all rather than
 * anything about the request: a failure on its side or its proxy's (5xx), a timeout (408), or a
 * request to wait (429). A retry may cure it.
 */
export function isUnreachableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/**
 * Whether a call failed without the server saying anything about the request: no answer at all
 * (the network, a dropped connection), a timeout, or an unreachable status (a proxy's HTML page
 * included). Such a failure says nothing about the session.
 */
export function isServerUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, originalStatus } = error as { status?: unknown; originalStatus?: unknown };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  const answered = status === 'PARSING_ERROR' ? originalStatus : status;
  return typeof answered === 'number' && isUnreachableStatus(answered);
}
