import { describe, expect, it } from 'vitest';
import { pathFor } from './baseApi';
import { errorMessage, isUnauthorized } from './errors';

describe('pathFor', () => {
  it('fills and encodes path parameters', () => {
    expect(pathFor('/products/:id', { id: 'starter-crm-notion' })).toBe('/products/starter-crm-notion');
    expect(pathFor('/library/:productId/download', { productId: 'a b/c' })).toBe('/library/a%20b%2Fc/download');
  });
});

describe('errorMessage', () => {
  it("prefers the server's message in the contract's error body", () => {
    const error = {
      status: 409,
      data: { statusCode: 409, error: 'Conflict', message: 'Prices have changed.', code: 'AMOUNT_MISMATCH' },
    };
    expect(errorMessage(error, 'Payment failed. Please try again.')).toBe('Prices have changed.');
  });

  it('uses a bare message field when the body is not the contract shape', () => {
    expect(errorMessage({ status: 400, data: { message: 'Already subscribed.' } }, 'fallback')).toBe(
      'Already subscribed.',
    );
  });

  it('falls back for network failures and unknown errors', () => {
    expect(
      errorMessage(
        { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
        'Something went wrong. Please try again.',
      ),
    ).toBe('Something went wrong. Please try again.');
    expect(errorMessage(undefined, 'fallback')).toBe('fallback');
  });

  it('recognises a 401', () => {
    expect(isUnauthorized({ status: 401, data: {} })).toBe(true);
    expect(isUnauthorized({ status: 403, data: {} })).toBe(false);
  });
});
