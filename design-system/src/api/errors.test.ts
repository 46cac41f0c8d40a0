import { describe, expect, it } from 'vitest';
import { isServerUnreachable, isUnreachableStatus } from './errors';

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
