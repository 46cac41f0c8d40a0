// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES, findProduct, LIBRARY_MESSAGES, SUBSCRIPTION_MESSAGES } from '@profit/contract';
import { handlers, mockDb, STORY_TOKEN, STORY_USER } from '../mocks';
import { MemoryStorage } from '../state/memoryStorage';
import { NavigationBridge } from '../state/NavigationBridge';
import { signedIn, signedOut, type SessionStatus } from '../state/sessionSlice';
import { createStore, type AppStore } from '../state/store';
import { TOKEN_KEY } from '../state/storageKeys';
import { SUBSCRIBE_MESSAGES } from './messages';
import { useAddToCart } from './useAddToCart';
import { useDownloadProduct } from './useDownloadProduct';
import { useDownloadTaxDocument } from './useDownloadTaxDocument';
import { useOwnedProductIds, useUnofferableProductIds } from './useOwnedProductIds';
import { useSubscribe } from './useSubscribe';

/** The flows' hooks in a store and a router, against the MSW handlers (which answer as the server does). */
/** Same-origin as happy-dom's page, which refuses a cross-origin answer without CORS headers. */
const API = `${location.origin}/api`;
const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => mockDb.reset());

/** The kit of the mocks' seed order: the story shopper owns it. */
const OWNED = findProduct('founder-metrics-dashboard')!;
const NEW = findProduct('starter-crm-notion')!;

/** A store and a router; a session `checking` has its token stored and waits for the test to answer. */
function setup({
  signedIn,
  status = signedIn ? 'signedIn' : 'signedOut',
}: {
  signedIn: boolean;
  status?: SessionStatus;
}) {
  const store = createStore(
    { session: { status, user: status === 'signedIn' ? STORY_USER : null } },
    {
      storage: new MemoryStorage(signedIn ? { [TOKEN_KEY]: STORY_TOKEN } : {}),
      apiBaseUrl: API,
      fallbackNavigate: () => undefined,
    },
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={['/shop']}>
        <NavigationBridge />
        {children}
      </MemoryRouter>
    </Provider>
  );
  const notices = () => store.getState().notifications.items.map(({ text, tone }) => ({ text, tone }));
  return { store, wrapper, notices };
}

describe('useAddToCart', () => {
  const render = (signedIn: boolean, status?: SessionStatus) => {
    const context = setup({ signedIn, status });
    const added: string[] = [];
    const hook = renderHook(
      () => ({
        add: useAddToCart((product) => added.push(product.id)),
        owned: useOwnedProductIds(),
        path: useLocation().pathname,
      }),
      { wrapper: context.wrapper },
    );
    return { ...context, hook, added };
  };
  const lineIds = (store: AppStore) => store.getState().cart.items.map((line) => line.productId);

  it('sends a visitor who is signed out to /signin and adds nothing', () => {
    const { store, hook, added } = render(false);
    act(() => hook.result.current.add(NEW));
    expect(added).toEqual([]);
    expect(hook.result.current.path).toBe('/signin');
    expect(store.getState().cart.items).toEqual([]);
  });

  it('adds a kit once; a second press opens the cart saying it is there already', async () => {
    const { store, hook, added } = render(true);
    await waitFor(() => expect(hook.result.current.owned.has(OWNED.id)).toBe(true));
    act(() => {
      hook.result.current.add(NEW);
      hook.result.current.add(NEW);
    });
    expect(added).toEqual([NEW.id]);
    expect(lineIds(store)).toEqual([NEW.id]);
    expect(store.getState().cartPanel).toEqual({ open: true, notice: CART_MESSAGES.alreadyInCart });
    expect(hook.result.current.path).toBe('/shop');
  });

  it('refuses a kit the shopper owns, saying it is in the library', async () => {
    const { store, hook, notices, added } = render(true);
    await waitFor(() => expect(hook.result.current.owned.has(OWNED.id)).toBe(true));
    act(() => hook.result.current.add(OWNED));
    expect(added).toEqual([]);
    expect(store.getState().cart.items).toEqual([]);
    expect(notices()).toEqual([{ text: CART_MESSAGES.alreadyOwned(OWNED.title), tone: 'info' }]);
    expect(store.getState().cartPanel.open).toBe(false);
  });

  it('a press while the stored session is checked waits for it: confirmed, the kit is added, not sent to sign in', async () => {
    const { store, hook, added } = render(true, 'checking');
    act(() => hook.result.current.add(NEW));
    expect(lineIds(store)).toEqual([]);
    expect(hook.result.current.path).toBe('/shop');
    act(() => void store.dispatch(signedIn({ user: STORY_USER })));
    expect(lineIds(store)).toEqual([NEW.id]);
    expect(added).toEqual([NEW.id]);
    expect(hook.result.current.path).toBe('/shop');
    // Signed in, the library is asked for: its answer comes within this test.
    await waitFor(() => expect(hook.result.current.owned.has(OWNED.id)).toBe(true));
  });

  it('a press while the stored session is checked, found gone, leads to sign in and adds nothing', () => {
    const { store, hook, added } = render(true, 'checking');
    act(() => hook.result.current.add(NEW));
    act(() => void store.dispatch(signedOut()));
    expect(hook.result.current.path).toBe('/signin');
    expect(lineIds(store)).toEqual([]);
    expect(added).toEqual([]);
  });
});

describe('useOwnedProductIds and useUnofferableProductIds', () => {
  it('own nothing signed out, without asking for a library', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    const { wrapper } = setup({ signedIn: false });
    const hook = renderHook(() => useUnofferableProductIds(), { wrapper });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    server.events.removeAllListeners();
    expect([...hook.result.current]).toEqual([]);
    expect(requests).toEqual([]);
  });

  it("are the library's kits, and with those in the cart every kit not to offer again", async () => {
    const { store, wrapper } = setup({ signedIn: true });
    const hook = renderHook(() => ({ owned: useOwnedProductIds(), unofferable: useUnofferableProductIds() }), {
      wrapper,
    });
    await waitFor(() => expect([...hook.result.current.owned]).toEqual([OWNED.id]));
    expect([...hook.result.current.unofferable]).toEqual([OWNED.id]);
    const other = findProduct('whatsapp-sales-kit')!;
    act(() => {
      store.dispatch({ type: 'cart/productAdded', payload: lineOf(NEW) });
      store.dispatch({ type: 'cart/productAdded', payload: { ...lineOf(other), cartId: 'c2' } });
    });
    expect([...hook.result.current.unofferable].sort()).toEqual([OWNED.id, NEW.id, other.id].sort());
  });
});

const lineOf = (product: typeof NEW) => ({
  cartId: 'c1',
  productId: product.id,
  title: product.title,
  description: product.description,
  image: product.image,
  category: product.category,
  pricePaise: product.price,
});

describe('useSubscribe', () => {
  it("says the server's message and answers true when subscribed", async () => {
    const { wrapper, notices } = setup({ signedIn: false });
    const hook = renderHook(() => useSubscribe(), { wrapper });
    let subscribed: boolean | undefined;
    await act(async () => void (subscribed = await hook.result.current.subscribe('new@example.in')));
    expect(subscribed).toBe(true);
    expect(notices()).toEqual([{ text: SUBSCRIPTION_MESSAGES.checkInbox, tone: 'success' }]);
    expect(hook.result.current.busy).toBe(false);
  });

  it("says the server's reason when it refuses, else the spec's fallback, and answers false", async () => {
    const { wrapper, notices } = setup({ signedIn: false });
    const hook = renderHook(() => useSubscribe(), { wrapper });
    const answers: boolean[] = [];
    await act(async () => void answers.push(await hook.result.current.subscribe('not-an-address')));
    server.use(http.post(`${API}/subscriptions/subscribe`, () => HttpResponse.error()));
    await act(async () => void answers.push(await hook.result.current.subscribe('new@example.in')));
    expect(answers).toEqual([false, false]);
    expect(notices()).toEqual([
      { text: expect.stringContaining('valid e-mail'), tone: 'danger' },
      { text: SUBSCRIBE_MESSAGES.failed, tone: 'danger' },
    ]);
  });
});

/** What `saveDownloadedFile` handed the browser: the anchor pressed, and the object URLs released. */
function watchDownloads() {
  const pressed: { href: string; download: string; hidden: boolean; attached: boolean }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    pressed.push({
      href: this.href,
      download: this.download,
      hidden: this.hidden,
      attached: document.body.contains(this),
    });
  });
  const revoked = vi.spyOn(URL, 'revokeObjectURL');
  return { pressed, revoked };
}

describe('useDownloadProduct', () => {
  it("downloads an owned kit's PDF by default under the server's file name, then releases it", async () => {
    const { pressed, revoked } = watchDownloads();
    const { wrapper, notices } = setup({ signedIn: true });
    const hook = renderHook(() => useDownloadProduct(), { wrapper });
    let done: Promise<void> | undefined;
    act(() => void (done = hook.result.current.download(OWNED.id)));
    expect(hook.result.current.downloading).toBe(OWNED.id);
    await act(() => done!);
    expect(hook.result.current.downloading).toBeNull();
    expect(pressed).toEqual([
      {
        href: expect.stringMatching(/^blob:/),
        download: expect.stringMatching(/\.pdf$/),
        hidden: true,
        attached: true,
      },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revoked).toHaveBeenCalledWith(pressed[0]!.href));
    expect(notices()).toEqual([]);
  });

  it("says the server's reason for a kit not bought, else that the download could not start", async () => {
    const { pressed } = watchDownloads();
    const { wrapper, notices } = setup({ signedIn: true });
    const hook = renderHook(() => useDownloadProduct(), { wrapper });
    await act(() => hook.result.current.download(NEW.id, 'md'));
    server.use(http.get(`${API}/library/:productId/download`, () => HttpResponse.error()));
    await act(() => hook.result.current.download(OWNED.id, 'md'));
    expect(pressed).toEqual([]);
    expect(notices()).toEqual([
      { text: LIBRARY_MESSAGES.notPurchased(NEW.title), tone: 'danger' },
      { text: 'The download could not start. Please try again.', tone: 'danger' },
    ]);
    expect(hook.result.current.downloading).toBeNull();
  });
});

describe('useDownloadTaxDocument', () => {
  it("downloads an order's invoice, and says why a credit note it does not have cannot be", async () => {
    const { pressed } = watchDownloads();
    const { wrapper, notices } = setup({ signedIn: true });
    const hook = renderHook(() => useDownloadTaxDocument(), { wrapper });
    const orderId = 'ord_seed_1';
    let done: Promise<void> | undefined;
    act(() => void (done = hook.result.current.download({ kind: 'invoice', orderId, number: 'INV-1' })));
    expect(hook.result.current.downloading).toBe('INV-1');
    await act(() => done!);
    expect(hook.result.current.downloading).toBeNull();
    expect(pressed).toEqual([expect.objectContaining({ download: expect.stringMatching(/\.pdf$/) })]);
    await act(() => hook.result.current.download({ kind: 'credit_note', orderId, number: 'CN-1', n: 1 }));
    expect(pressed).toHaveLength(1);
    expect(notices()).toEqual([{ text: expect.stringMatching(/credit note/i), tone: 'danger' }]);
  });
});
