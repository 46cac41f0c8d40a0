import { describe, expect, it } from 'vitest';
import { errorBody, errorMessage, isServerUnreachable, isUnauthorized, isUnreachableStatus } from './errors';

describe('isUnreachableStatus', () => {
  it('is a failure on the server side, a timeout or a request to wait', () => {
    for (const status of [500, 502, 503, 504, 408, 429]) expect(isUnreachableStatus(status)).toBe(true);
  });

  it('is not an answer about the request', () => {
    for (const status of [200, 400, 401, 403, 404, 409, 415]) expect(isUnreachableStatus(status)).toBe(false);
  });
});

describe('isServerUnreachable', () => {
  it('is no answer at all, or an unreachable status, a proxy page that is not JSON included', () => {
    expect(isServerUnreachable({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(true);
    expect(isServerUnreachable({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe(true);
    expect(isServerUnreachable({ status: 503, data: {} })).toBe(true);
    expect(isServerUnreachable({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: '' })).toBe(true);
  });

  it('is not the server refusing the request', () => {
    expect(isServerUnreachable({ status: 401, data: {} })).toBe(false);
    expect(isServerUnreachable({ status: 'PARSING_ERROR', originalStatus: 404, data: '<html>', error: '' })).toBe(
      false,
    );
    expect(isServerUnreachable(undefined)).toBe(false);
  });
});

describe('errorBody, errorMessage and isUnauthorized', () => {
  const body = { statusCode: 409, error: 'Conflict', message: 'Prices have changed.', code: 'AMOUNT_MISMATCH' };

  it("read the contract's error body only from a failed call's data", () => {
    expect(errorBody({ status: 409, data: body })).toEqual(body);
    for (const error of ['x', null, undefined, 409, { status: 409 }, { status: 409, data: { message: 'm' } }])
      expect(errorBody(error)).toBeUndefined();
  });

  it('fall back where the data carries no message in words', () => {
    expect(errorMessage({ status: 409, data: body }, 'fallback')).toBe('Prices have changed.');
    for (const error of [
      'Prices have changed.',
      null,
      { message: 'not under data' },
      { status: 'PARSING_ERROR', data: '<html>Bad gateway</html>' },
      { status: 400, data: null },
      { status: 400, data: { message: 42 } },
    ])
      expect(errorMessage(error, 'fallback')).toBe('fallback');
  });

  it('tell a 401 only from an error object', () => {
    expect(isUnauthorized({ status: 401 })).toBe(true);
    for (const error of [401, '401', null, undefined, { status: '401' }]) expect(isUnauthorized(error)).toBe(false);
  });

  it('count only failures the server gave no answer about as unreachable', () => {
    for (const error of ['FETCH_ERROR', 503, null, { status: 'CUSTOM_ERROR' }, { status: 'PARSING_ERROR' }])
      expect(isServerUnreachable(error)).toBe(false);
  });
});
