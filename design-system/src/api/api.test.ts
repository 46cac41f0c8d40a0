import { describe, expect, it } from 'vitest';
import { ADMIN_ENDPOINTS, ENDPOINTS } from '@profit/contract';
import { requestOf } from './call';
import { errorMessage, isUnauthorized } from './errors';

describe('requestOf', () => {
  it("makes the declared route's request: its method, its path with the parameters filled and encoded", () => {
    expect(requestOf(ENDPOINTS.product, { params: { id: 'starter-crm-notion' } })).toEqual({
      url: '/products/starter-crm-notion',
      method: 'GET',
    });
    expect(requestOf(ENDPOINTS.download, { params: { productId: 'a b/c' } }).url).toBe('/library/a%20b%2Fc/download');
    expect(requestOf(ENDPOINTS.hideOrder, { params: { id: 'ord_1' } })).toEqual({
      url: '/orders/ord_1/hide',
      method: 'POST',
    });
  });

  it('sends the body and the query as given', () => {
    expect(requestOf(ENDPOINTS.subscribe, { body: { email: 'asha@example.in' } })).toEqual({
      url: '/subscriptions/subscribe',
      method: 'POST',
      body: { email: 'asha@example.in' },
    });
    expect(requestOf(ADMIN_ENDPOINTS.adminOrders, { query: { status: 'paid' } })).toEqual({
      url: '/admin/orders',
      method: 'GET',
      params: { status: 'paid' },
    });
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
