import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE } from '@profit/contract';
import { libraryApi } from '../api/library';
import { ordersApi } from '../api/orders';
import { authHandlers, handlers, mockDb, STORY_TOKEN, STORY_USER } from '../mocks';
import { productAdded } from './cartSlice';
import { MemoryStorage } from './memoryStorage';
import { createStore } from './store';
import { CART_KEY, TOKEN_KEY, USER_KEY } from './storageKeys';
import { demoSignIn, signOut, startSession } from './thunks';

const server = setupServer(...handlers);
const API = 'http://shop.test/api';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  mockDb.reset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function setup(initial: Record<string, string> = {}) {
  const storage = new MemoryStorage(initial);
  const navigate = vi.fn();
  const store = createStore(undefined, { storage, apiBaseUrl: API, fallbackNavigate: navigate });
  return { store, storage, navigate };
}

const storedUser = JSON.stringify({ name: 'Asha', username: 'asha', email: 'asha@example.in' });
const product = CATALOGUE[0]!;

describe('app start sequence', () => {
  it('confirms a stored session with the profile and keeps the token', async () => {
    const { store, storage } = setup({ [TOKEN_KEY]: STORY_TOKEN, [USER_KEY]: storedUser });
    await store.dispatch(startSession());
    expect(store.getState().session).toMatchObject({
      status: 'signedIn',
      user: { name: STORY_USER.name, email: STORY_USER.email },
    });
    expect(storage.getItem(TOKEN_KEY)).toBe(STORY_TOKEN);
  });

  it('removes the token and stored user when the server answers something that is not a profile', async () => {
    server.use(http.get(`${API}/auth/profile`, () => HttpResponse.json({ user: null })));
    const { store, storage } = setup({ [TOKEN_KEY]: STORY_TOKEN, [USER_KEY]: storedUser });
    await store.dispatch(startSession());
    expect(store.getState().session).toEqual({ status: 'signedOut', user: null });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();
  });

  it.each([
    ['no answer (the network)', authHandlers.networkFailure],
    ['a 500', authHandlers.serverError],
    [
      'a proxy’s 502 page (HTML)',
      [
        http.get(
          `${API}/auth/profile`,
          () =>
            new HttpResponse('<html><head><title>502 Bad Gateway</title></head></html>', {
              status: 502,
              headers: { 'content-type': 'text/html' },
            }),
        ),
      ],
    ],
    ['the database down (503)', authHandlers.serviceUnavailable],
  ])('keeps the stored session, as the stored user, when the profile check meets %s', async (_, failing) => {
    server.use(...failing);
    const { store, storage } = setup({ [TOKEN_KEY]: STORY_TOKEN, [USER_KEY]: storedUser });
    await store.dispatch(startSession());
    expect(store.getState().session).toEqual({ status: 'signedIn', user: JSON.parse(storedUser) });
    expect(storage.getItem(TOKEN_KEY)).toBe(STORY_TOKEN);
    expect(JSON.parse(storage.getItem(USER_KEY)!)).toEqual(JSON.parse(storedUser));
  });

  it('makes no profile request without both a token and a user', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    const { store } = setup({ [TOKEN_KEY]: STORY_TOKEN });
    await store.dispatch(startSession());
    server.events.removeAllListeners();
    expect(requests).toEqual([]);
    expect(store.getState().session.status).toBe('signedOut');
  });

  it('restores the cart, including legacy lines, and saves it back in the current shape', async () => {
    const legacy = JSON.stringify([{ id: product.id, title: product.title, price: '$499', cartId: 42 }]);
    const { store, storage } = setup({ [CART_KEY]: legacy });
    await store.dispatch(startSession());
    expect(store.getState().cart.items).toEqual([
      expect.objectContaining({ cartId: '42', productId: product.id, pricePaise: 49_900 }),
    ]);
    expect(JSON.parse(storage.getItem(CART_KEY)!)).toEqual([
      expect.objectContaining({ cartId: '42', pricePaise: 49_900 }),
    ]);
  });

  it.each([
    ['not JSON', '{"items":[{"id"'],
    ['not a list', '{"a":1}'],
    ['junk lines', JSON.stringify([null, 7, 'x', { price: {} }])],
  ])(
    'discards a corrupted profit_cart (%s): the start sequence goes on, and the cart works after',
    async (_, corrupted) => {
      const { store, storage } = setup({ [CART_KEY]: corrupted, [TOKEN_KEY]: STORY_TOKEN, [USER_KEY]: storedUser });
      const started = await store.dispatch(startSession());
      expect(started.meta.requestStatus).toBe('fulfilled');
      // The stored session is still confirmed: a bad cart does not cut the start short.
      expect(store.getState().session).toMatchObject({ status: 'signedIn', user: { email: STORY_USER.email } });
      expect(store.getState().cart.items).toEqual([]);
      store.dispatch(productAdded(product));
      expect(store.getState().cart.items).toEqual([expect.objectContaining({ productId: product.id })]);
      expect(JSON.parse(storage.getItem(CART_KEY)!)).toEqual([expect.objectContaining({ productId: product.id })]);
    },
  );
});

describe('persistence', () => {
  it('saves the cart under profit_cart on every change', () => {
    const { store, storage } = setup();
    store.dispatch(productAdded(product));
    store.dispatch(productAdded(product));
    expect(JSON.parse(storage.getItem(CART_KEY)!)).toHaveLength(2);
  });

  it('stores the user and token on sign-in', async () => {
    const { store, storage } = setup();
    await store.dispatch(demoSignIn({ name: 'Rohan K', email: 'rohan@example.in' })).unwrap();
    expect(store.getState().session.status).toBe('signedIn');
    expect(JSON.parse(storage.getItem(USER_KEY)!)).toMatchObject({ name: 'Rohan K', email: 'rohan@example.in' });
    expect(storage.getItem(TOKEN_KEY)).toMatch(/^mock-session-rohan/);
  });
});

describe('sign-out', () => {
  it.each([
    ['logout succeeds', authHandlers.ok],
    ['logout fails', authHandlers.logoutFails],
  ])('clears user, cart, token, stored user and stored cart when %s', async (_, logoutHandlers) => {
    server.use(...logoutHandlers);
    const { store, storage } = setup({ [TOKEN_KEY]: STORY_TOKEN, [USER_KEY]: storedUser });
    await store.dispatch(startSession());
    store.dispatch(productAdded(product));
    await store.dispatch(signOut());
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().cart.items).toEqual([]);
    expect([TOKEN_KEY, USER_KEY, CART_KEY].map((key) => storage.getItem(key))).toEqual([null, null, null]);
  });
});

describe('a 401 from the profile check at start', () => {
  it('clears the token and stored user and leaves the visitor signed out where they are', async () => {
    server.use(
      http.get(`${API}/auth/profile`, () =>
        HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: 'Expired', code: 'UNAUTHENTICATED' },
          { status: 401 },
        ),
      ),
    );
    const { store, storage, navigate } = setup({ [TOKEN_KEY]: STORY_TOKEN, [USER_KEY]: storedUser });
    await store.dispatch(startSession());
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();
    expect(store.getState().session.status).toBe('signedOut');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a 401 from any call', () => {
  it('clears the token and stored user and navigates to /signin', async () => {
    server.use(
      http.get(`${API}/orders`, () =>
        HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: 'Expired', code: 'UNAUTHENTICATED' },
          { status: 401 },
        ),
      ),
    );
    const { store, storage, navigate } = setup({ [TOKEN_KEY]: STORY_TOKEN, [USER_KEY]: storedUser, [CART_KEY]: '[]' });
    await store.dispatch(startSession());
    await store.dispatch(ordersApi.endpoints.orders.initiate());
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();
    expect(store.getState().session.status).toBe('signedOut');
    expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
  });
});

describe('a 401 once the session has ended on the server', () => {
  it('drops every cached response, so no orders or library of the previous shopper stay in memory', async () => {
    const { store } = setup({ [TOKEN_KEY]: STORY_TOKEN, [USER_KEY]: storedUser });
    await store.dispatch(startSession());
    await store.dispatch(ordersApi.endpoints.orders.initiate());
    await store.dispatch(libraryApi.endpoints.library.initiate());
    const cachedData = () => Object.values(store.getState().api.queries).filter((query) => query?.data !== undefined);
    expect(cachedData().map((query) => query?.endpointName)).toEqual(expect.arrayContaining(['orders', 'library']));

    mockDb.closeSession(STORY_TOKEN);
    await store.dispatch(libraryApi.endpoints.library.initiate(undefined, { forceRefetch: true }));

    expect(store.getState().session.status).toBe('signedOut');
    expect(cachedData()).toEqual([]);
  });
});
