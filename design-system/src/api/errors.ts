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
