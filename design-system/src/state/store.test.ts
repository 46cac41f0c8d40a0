import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE } from '@profit/contract';
import { authHandlers, handlers, mockDb, MOCK_GOOGLE_CREDENTIAL, STORY_TOKEN, STORY_USER } from '../mocks';
import {
  cartPanelClosed,
  cartPanelOpened,
  cartPanelReducer,
  selectCartPanelNotice,
  selectCartPanelOpen,
} from './cartPanelSlice';
import { cartCleared, newCartId, productAdded, selectCartCount, selectCartLines } from './cartSlice';
import { MemoryStorage, browserStorage } from './memoryStorage';
import { createNavigation } from './navigation';
import { MAX_NOTICES, notificationsReducer, notify, selectNotices } from './notificationsSlice';
import {
  parseStoredUser,
  selectIsSignedIn,
  selectSessionStatus,
  selectUser,
  sessionChecking,
  sessionExpired,
  sessionReducer,
  signedIn,
  signedOut,
} from './sessionSlice';
import { CART_KEY, TOKEN_KEY, USER_KEY } from './storageKeys';
import { parseStoredCart } from './storedCart';
import { createStore } from './store';
import { demoSignIn, signInWithCredential, signOut, startSession } from './thunks';

const API = 'http://shop.test/api';
const server = setupServer(...handlers);
let profileRequests = 0;

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/auth/profile')) profileRequests += 1;
  });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  mockDb.reset();
  profileRequests = 0;
  vi.restoreAllMocks();
});

const [kit] = CATALOGUE as [(typeof CATALOGUE)[number]];
const storedUser = { name: 'Asha', username: 'asha', email: 'asha@example.in' };
const setup = (initial: Record<string, string> = {}) => {
  const storage = new MemoryStorage(initial);
  const navigate = vi.fn();
  const store = createStore(undefined, { storage, apiBaseUrl: API, fallbackNavigate: navigate });
  return { store, storage, navigate };
};
const signedInStorage = () => ({ [TOKEN_KEY]: STORY_TOKEN, [USER_KEY]: JSON.stringify(storedUser) });

describe("the original store's keys in local storage", () => {
  it('are token, profit_user and profit_cart, so carts and sessions saved before still load', () => {
    expect([TOKEN_KEY, USER_KEY, CART_KEY]).toEqual(['token', 'profit_user', 'profit_cart']);
  });
});

describe('cart panel slice', () => {
  it('is closed at first, opens with or without a reason, and closing forgets the reason', () => {
    const closed = cartPanelReducer(undefined, { type: 'init' });
    expect(closed).toEqual({ open: false, notice: null });
    const shown = cartPanelReducer(closed, cartPanelOpened('Already in your cart'));
    expect([selectCartPanelOpen({ cartPanel: shown }), selectCartPanelNotice({ cartPanel: shown })]).toEqual([
      true,
      'Already in your cart',
    ]);
    expect(cartPanelReducer(closed, cartPanelOpened())).toEqual({ open: true, notice: null });
    expect(cartPanelReducer(shown, cartPanelClosed())).toEqual({ open: false, notice: null });
  });
});

describe('cart slice', () => {
  it('counts and lists its lines', () => {
    const { store } = setup();
    store.dispatch(productAdded(kit));
    store.dispatch(productAdded(kit));
    expect(selectCartCount(store.getState())).toBe(2);
    expect(selectCartLines(store.getState()).map((line) => line.productId)).toEqual([kit.id, kit.id]);
  });

  it('gives fresh line ids without crypto.randomUUID too', () => {
    vi.stubGlobal('crypto', {});
    try {
      const ids = [newCartId(), newCartId()];
      expect(ids[0]).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
      expect(ids[0]).not.toBe(ids[1]);
    } finally {
      vi.unstubAllGlobals();
    }
    vi.stubGlobal('crypto', undefined);
    try {
      expect(newCartId()).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(newCartId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  });
});

describe('notifications slice', () => {
  it(`keeps exactly ${MAX_NOTICES} notices when that many are shown`, () => {
    let state = notificationsReducer(undefined, { type: 'init' });
    for (let i = 1; i <= MAX_NOTICES; i += 1) state = notificationsReducer(state, notify(`notice ${i}`));
    expect(selectNotices({ notifications: state })).toHaveLength(MAX_NOTICES);
  });
});

describe('session slice', () => {
  it('is unknown at first, checking while confirmed, signed in with a user, signed out without', () => {
    const unknown = sessionReducer(undefined, { type: 'init' });
    expect(unknown).toEqual({ user: null, status: 'unknown' });
    expect(selectSessionStatus({ session: sessionReducer(unknown, sessionChecking()) })).toBe('checking');
    const inState = { session: sessionReducer(unknown, signedIn({ user: storedUser })) };
    expect([selectUser(inState), selectIsSignedIn(inState)]).toEqual([storedUser, true]);
    for (const ended of [signedOut(), sessionExpired()]) {
      const out = { session: sessionReducer(inState.session, ended) };
      expect([selectUser(out), selectSessionStatus(out), selectIsSignedIn(out)]).toEqual([null, 'signedOut', false]);
    }
    expect(selectIsSignedIn({ session: { status: 'signedIn', user: null } })).toBe(false);
    expect(selectIsSignedIn({ session: { status: 'checking', user: storedUser } })).toBe(false);
  });

  it('reads a stored user, keeping only the fields it knows in their types', () => {
    expect(parseStoredUser(JSON.stringify({ ...storedUser, id: 'u1', picture: 'https://p/x.png', extra: 1 }))).toEqual({
      ...storedUser,
      id: 'u1',
      picture: 'https://p/x.png',
    });
    expect(parseStoredUser(JSON.stringify({ name: 7, username: 'asha', picture: null, id: 3 }))).toEqual({
      name: '',
      username: 'asha',
      email: '',
      picture: null,
    });
    expect(parseStoredUser(JSON.stringify({ picture: 5 }))).toEqual({ name: '', username: '', email: '' });
  });

  it('reads nothing from an absent, broken or non-object value', () => {
    for (const raw of [null, '', '{broken', 'null', '"asha"', '[1]', '42']) expect(parseStoredUser(raw)).toBeNull();
  });
});

describe('a stored cart', () => {
  it('takes a numeric product id, keeps its own text fields and ignores blank ones', () => {
    const [line] = parseStoredCart(
      JSON.stringify([{ id: 12, title: 'Old kit', description: '  ', category: 'Guides', image: '/a.png', price: 10 }]),
    );
    expect(line).toMatchObject({
      productId: '12',
      title: 'Old kit',
      description: '',
      category: 'Guides',
      image: '/a.png',
      pricePaise: 1000,
    });
    const [blank] = parseStoredCart(JSON.stringify([{ cartId: 'c', title: 'Thing', image: ' ', category: '' }]));
    expect(blank).toMatchObject({ image: '', category: '', description: '' });
  });

  it('finds a legacy line by its title, and takes a current line with productId but no cartId a fresh id', () => {
    const [byTitle] = parseStoredCart(JSON.stringify([{ title: kit.title, price: 499 }]));
    expect(byTitle).toMatchObject({ productId: kit.id, category: kit.category, description: kit.description });
    const [fresh] = parseStoredCart(JSON.stringify([{ productId: kit.id, id: 'legacy-7' }]));
    expect(fresh!.cartId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(fresh!.productId).toBe(kit.id);
    const [infinite] = parseStoredCart(JSON.stringify([{ title: 'X', id: 'n', cartId: 5 }]));
    expect(infinite!.cartId).toBe('5');
    expect(parseStoredCart(JSON.stringify([[kit.title]]))).toEqual([]);
    expect(parseStoredCart('')).toEqual([]);
  });
});

describe('memory storage', () => {
  it('behaves as local storage does', () => {
    const storage = new MemoryStorage({ a: '1' });
    storage.setItem('b', 2 as unknown as string);
    expect([storage.length, storage.key(0), storage.key(1), storage.key(2), storage.getItem('b')]).toEqual([
      2,
      'a',
      'b',
      null,
      '2',
    ]);
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });

  it("is the browser's local storage where there is one, else none", () => {
    expect(browserStorage()).toBeNull();
    const local = new MemoryStorage();
    vi.stubGlobal('localStorage', local);
    try {
      expect(browserStorage()).toBe(local);
      expect(createStore(undefined, { apiBaseUrl: API }).services.storage).toBe(local);
      expect(createStore(undefined, { apiBaseUrl: API, storage: null }).services.storage).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('blocked');
      },
    });
    try {
      expect(browserStorage()).toBeNull();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});

describe('navigation', () => {
  it("goes through the router's navigate once registered, the fallback before and after", () => {
    const fallback = vi.fn();
    const router = vi.fn();
    const navigation = createNavigation(fallback);
    navigation.navigate('/a');
    navigation.setNavigator(router);
    navigation.navigate('/b', { replace: true });
    navigation.setNavigator(null);
    navigation.navigate('/c');
    expect(fallback.mock.calls).toEqual([
      ['/a', undefined],
      ['/c', undefined],
    ]);
    expect(router.mock.calls).toEqual([['/b', { replace: true }]]);
  });

  it('falls back to the browser location, replacing when asked', () => {
    createNavigation().navigate('/nowhere');
    const location = { assign: vi.fn(), replace: vi.fn() };
    vi.stubGlobal('window', { location });
    try {
      const navigation = createNavigation();
      navigation.navigate('/signin', { replace: true });
      navigation.navigate('/cart');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(location.replace.mock.calls).toEqual([['/signin']]);
    expect(location.assign.mock.calls).toEqual([['/cart']]);
  });
});

describe('persistence without storage', () => {
  it('keeps the cart and session in memory only', async () => {
    const store = createStore(undefined, { storage: null, apiBaseUrl: API });
    store.dispatch(productAdded(kit));
    await store.dispatch(startSession());
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().session.status).toBe('signedOut');
    const signedOutAgain = await store.dispatch(signOut());
    expect(signedOutAgain.meta.requestStatus).toBe('fulfilled');
    expect(store.getState().session.status).toBe('signedOut');
  });

  it('removes the stored cart when the cart is emptied', () => {
    const { store, storage } = setup();
    store.dispatch(productAdded(kit));
    store.dispatch(cartCleared());
    expect(storage.getItem(CART_KEY)).toBeNull();
  });
});

describe('the start sequence', () => {
  it('is checking while the profile is asked, and asks again on every start', async () => {
    const { store } = setup(signedInStorage());
    const started = store.dispatch(startSession());
    expect(store.getState().session.status).toBe('checking');
    await started;
    await store.dispatch(startSession());
    expect(profileRequests).toBe(2);
    expect(store.getState().session.status).toBe('signedIn');
  });

  it('logs why a stored session was ended or kept', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/auth/profile`, () => HttpResponse.json({ user: null })));
    await setup(signedInStorage()).store.dispatch(startSession());
    server.use(...authHandlers.networkFailure);
    await setup(signedInStorage()).store.dispatch(startSession());
    expect(logged.mock.calls.map(([message]) => message)).toEqual([
      'Profile check failed',
      'Profile check failed: the server could not be reached; the stored session is kept',
    ]);
  });
});

describe('signing in and out', () => {
  it('signs in with a Google credential, storing the user and token', async () => {
    const { store, storage } = setup();
    const user = await store.dispatch(signInWithCredential(MOCK_GOOGLE_CREDENTIAL)).unwrap();
    expect(user).toMatchObject({ email: STORY_USER.email });
    expect(store.getState().session).toMatchObject({ status: 'signedIn', user: { email: STORY_USER.email } });
    expect(storage.getItem(TOKEN_KEY)).toBeTruthy();
  });

  it('rejects with the error when Google sign-in is refused, and stays signed out', async () => {
    server.use(...authHandlers.signInRejected);
    const { store, storage } = setup();
    const result = await store.dispatch(signInWithCredential('not-google'));
    expect(result.meta.requestStatus).toBe('rejected');
    expect(result.payload).toMatchObject({ status: 401 });
    expect(store.getState().session.status).not.toBe('signedIn');
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('rejects a demo sign-in when the credential or the sign-in fails', async () => {
    server.use(http.post(`${API}/auth/demo/credential`, () => HttpResponse.json({ message: 'no' }, { status: 503 })));
    const first = await setup().store.dispatch(demoSignIn({ name: 'Rohan', email: 'rohan@example.in' }));
    expect([first.meta.requestStatus, first.payload]).toEqual(['rejected', expect.objectContaining({ status: 503 })]);
    server.resetHandlers(...authHandlers.signInRejected);
    const second = await setup().store.dispatch(demoSignIn({ name: 'Rohan', email: 'rohan@example.in' }));
    expect([second.meta.requestStatus, second.payload]).toEqual(['rejected', expect.objectContaining({ status: 401 })]);
  });

  it('logs a failed logout, signs out all the same and forgets every cached answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = setup(signedInStorage());
    await store.dispatch(startSession());
    await store.dispatch(signOut());
    expect(logged).not.toHaveBeenCalled();
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
    server.use(...authHandlers.logoutFails);
    await store.dispatch(signOut());
    expect(logged.mock.calls.map(([message]) => message)).toEqual(['Logout failed']);
  });
});
