// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdUntilStarted } from './holdUntilStarted';

/**
 * React listens for events on its root container (`#root`, in the capture phase). Reaching a page
 * it is still hydrating, a press or a key makes it hydrate all of it at once, in one long task, so
 * until the app has taken the page over they must not reach the container.
 */
describe('holdUntilStarted keeps what the shopper does from the page the app is hydrating', () => {
  let reachedTheApp: string[];
  let held: ReturnType<typeof holdUntilStarted> | undefined;
  const record = (event: Event) => reachedTheApp.push(event.type);
  const EVENTS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'keydown', 'input', 'touchstart'];

  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"><button type="button">Add to Cart</button><input aria-label="Name"></div><div data-early-copy><button type="button">Close</button></div>';
    reachedTheApp = [];
    const root = document.getElementById('root')!;
    for (const type of EVENTS) root.addEventListener(type, record, true);
  });
  afterEach(() => {
    held?.abandon();
    document.body.innerHTML = '';
  });

  const press = (target: Element) => {
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup'])
      target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
    (target as HTMLElement).click();
  };

  it('before the app runs, presses, keys and typing on its page never reach it; afterwards they do', () => {
    held = holdUntilStarted(window);
    const button = document.querySelector('#root button')!;
    const field = document.querySelector<HTMLInputElement>('#root input')!;
    press(button);
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    field.value = 'a';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(reachedTheApp).toEqual([]);

    held.replay();
    // The held press is carried out on the app's page, and what follows reaches it as usual.
    expect(reachedTheApp).toContain('click');
    reachedTheApp = [];
    press(button);
    expect(reachedTheApp).toEqual(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']);
  });

  it('leaves alone what happens on a panel the page shows itself, outside the app’s page', () => {
    held = holdUntilStarted(window);
    const outside: string[] = [];
    const close = document.querySelector('[data-early-copy] button')!;
    close.addEventListener('pointerdown', (event) => outside.push(event.type));
    close.addEventListener('click', (event) => outside.push(event.type));
    press(close);
    expect(outside).toEqual(['pointerdown', 'click']);
  });

  it('stops keeping them from the app once the app could not start', () => {
    held = holdUntilStarted(window);
    held.abandon();
    press(document.querySelector('#root button')!);
    expect(reachedTheApp).toEqual(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']);
  });
});

/** The page's window, with the server's answer for pages and the browser's going elsewhere stood in for. */
function shopWindow(answer: (path: string) => Promise<Response>) {
  const went: string[] = [];
  const asked: string[] = [];
  const { origin, href, pathname, search } = window.location;
  const location = { origin, href, pathname, search, assign: (to: string) => went.push(to) };
  const win = new Proxy(window, {
    get(target, property) {
      if (property === 'fetch') return (path: string) => (asked.push(path), answer(path));
      if (property === 'location') return location;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { win, went, asked };
}

const page = () => Promise.resolve(new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('holdUntilStarted lets a press that leads to another page go there without the app', () => {
  let held: ReturnType<typeof holdUntilStarted> | undefined;
  beforeEach(() => {
    // The shop's own address (happy-dom's window starts at about:blank).
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://shop.test/');
    document.body.innerHTML = `<div id="root"><a href="/about">About</a><a href="/">Home</a><a href="/#store">Store</a>
      <button type="button" data-signed-out-href="/signin">Add to Cart</button>
      <button type="button">Pause</button></div>`;
  });
  afterEach(() => {
    held?.abandon();
    document.body.innerHTML = '';
  });
  const reachFor = (element: Element) =>
    element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })) &&
    element.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));

  it('reaching for it asks the server for the page and does not start the app; reaching for anything else does', async () => {
    const { win, asked } = shopWindow(page);
    held = holdUntilStarted(win);
    reachFor(document.querySelector('a')!);
    reachFor(document.querySelector('[data-signed-out-href]')!);
    expect(asked).toEqual(['/about', '/signin']);
    expect(await settled(held.reached)).toBe(false);
    reachFor(document.querySelector('button:not([data-signed-out-href])')!);
    expect(await settled(held.reached)).toBe(true);
  });

  it('a press on it goes there once the server has served the page, and nothing is left to carry out', async () => {
    const { win, went } = shopWindow(page);
    held = holdUntilStarted(win);
    const link = document.querySelector('a')!;
    reachFor(link);
    await new Promise((resolve) => setTimeout(resolve, 0));
    link.click();
    expect(went).toEqual(['http://shop.test/about']);
    document.querySelector<HTMLElement>('[data-signed-out-href]')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(went).toEqual(['http://shop.test/about', 'http://shop.test/signin']);
    expect(await settled(held.reached)).toBe(false);
  });

  it('this page’s own address takes it back to its top, and a section of it into view, without asking the server', () => {
    const { win, went, asked } = shopWindow(page);
    held = holdUntilStarted(win);
    window.scrollTo(0, 300);
    const home = document.querySelector('a[href="/"]')!;
    reachFor(home);
    home.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(window.scrollY).toBe(0);
    document.querySelector<HTMLElement>('a[href="/#store"]')!.click();
    expect(went).toEqual(['http://shop.test/#store']);
    expect(asked).toEqual([]);
  });

  it('back from the browser’s cache after going on, nothing of the page looks pressed any more', async () => {
    let serve = (_: Response) => undefined as void;
    const { win, went } = shopWindow(() => new Promise<Response>((resolve) => (serve = resolve)));
    held = holdUntilStarted(win);
    const link = document.querySelector<HTMLElement>('a[href="/about"]')!;
    link.click();
    expect(link.style.opacity).not.toBe('');
    serve(new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(went).toEqual(['http://shop.test/about']);
    // happy-dom's PageTransitionEvent is a plain Event: `persisted` is given as a browser's has it.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(link.style.opacity).toBe('');
    expect(document.documentElement.style.cursor).toBe('');
  });

  it('a page the server does not serve: the press is held and the app starts to carry it out', async () => {
    const { win, went } = shopWindow(() => Promise.reject(new TypeError('Failed to fetch')));
    held = holdUntilStarted(win);
    const link = document.querySelector('a')!;
    const reachedTheApp: string[] = [];
    document.getElementById('root')!.addEventListener('click', (event) => reachedTheApp.push(event.type), true);
    link.click();
    expect(await settled(held.reached)).toBe(true);
    expect(went).toEqual([]);
    held.replay();
    expect(reachedTheApp).toEqual(['click']);
  });
});

describe('holdUntilStarted on a returning shopper’s visit (a session stored)', () => {
  let held: ReturnType<typeof holdUntilStarted> | undefined;
  beforeEach(() => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://shop.test/products');
    document.body.innerHTML = `<div id="root">
      <button type="button" data-signed-out-href="/signin">Add to Cart</button>
      <button type="button" data-opens="menu">Menu</button></div>
      <template data-early-panel="menu"><div><div role="dialog"><button type="button">Close</button></div></div></template>`;
  });
  afterEach(() => {
    held?.abandon();
    document.body.innerHTML = '';
  });

  it('starts the app at once, holds Add to Cart for it rather than leading to sign-in, and presses it on replay', async () => {
    const { win, went, asked } = shopWindow(page);
    held = holdUntilStarted(win, { signedIn: true });
    expect(await settled(held.reached)).toBe(true);
    const add = document.querySelector<HTMLElement>('[data-signed-out-href]')!;
    const pressed: string[] = [];
    add.addEventListener('click', () => pressed.push('Add to Cart'));
    add.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    add.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect({ went, asked, pressed }).toEqual({ went: [], asked: [], pressed: [] });
    held.replay();
    expect(pressed).toEqual(['Add to Cart']);
  });

  it('does not show the build’s copy of a panel (a signed-out visitor’s): the app opens its own', () => {
    const { win } = shopWindow(page);
    held = holdUntilStarted(win, { signedIn: true });
    const menu = document.querySelector<HTMLElement>('[data-opens="menu"]')!;
    let opened = 0;
    menu.addEventListener('click', () => (opened += 1));
    menu.click();
    expect(document.querySelector('[data-early-copy]')).toBeNull();
    expect(opened).toBe(0);
    held.replay();
    expect(opened).toBe(1);
  });
});
