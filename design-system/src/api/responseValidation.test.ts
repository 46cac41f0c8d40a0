import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '@profit/contract';
import { createStore } from '../state/store';
import { catalogueApi } from './catalogue';
import { subscriptionsApi } from './subscriptions';

const API = 'http://shop.test/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const store = () => createStore(undefined, { storage: null, apiBaseUrl: API });
const UNEXPECTED_SHAPE = 'The server answered in an unexpected shape.';

/** The response schemas load lazily (`lazySchema`); every answer is still checked against the contract. */
describe("validation of the server's answers", () => {
  it('passes an answer that keeps the contract, as the schema parses it', async () => {
    server.use(http.get(`${API}/products`, () => HttpResponse.json({ products: CATALOGUE, extra: 'dropped' })));
    const result = await store().dispatch(catalogueApi.endpoints.products.initiate());
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ products: CATALOGUE });
  });

  it('reports a query answer that breaks the contract as an error the screens can show', async () => {
    server.use(http.get(`${API}/products`, () => HttpResponse.json({ products: [{ id: 'x', price: '499' }] })));
    const result = await store().dispatch(catalogueApi.endpoints.products.initiate());
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR', error: UNEXPECTED_SHAPE });
    expect((result.error as { data: Array<{ path: PropertyKey[] }> }).data).toContainEqual(
      expect.objectContaining({ path: ['products', 0, 'price'] }),
    );
  });

  it('reports a mutation answer that breaks the contract the same way', async () => {
    server.use(http.post(`${API}/subscriptions/subscribe`, () => HttpResponse.json({ ok: true })));
    const result = await store().dispatch(subscriptionsApi.endpoints.subscribe.initiate({ email: 'asha@example.in' }));
    expect(result).toMatchObject({ error: { status: 'CUSTOM_ERROR', error: UNEXPECTED_SHAPE } });
  });
});
