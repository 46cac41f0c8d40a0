// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { NavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPage, linkOnPage } from './linkOnPage.testing';
import { aheadAt, likeliestOnPage, sameEntry, usePagesAhead } from './usePagesAhead';

afterEach(() => {
  cleanup();
  clearPage();
});

/** The pointer (a mouse unless said) comes over `target`, then what it started settles. */
async function over(target: Element, pointerType = 'mouse') {
  await act(async () => {
    target.dispatchEvent(Object.assign(new Event('pointerover', { bubbles: true }), { pointerType }));
  });
}

/** Lets the browser be idle (happy-dom has no idle callbacks: the next task), then what that started settle. */
const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

/** What `SitePages` gives: the same rule until the page shown changes. */
const anyPage = () => true;
const loaded = () => Promise.resolve();
const notTheCatalogue = (path: string) => path !== '/products';

describe('usePagesAhead', () => {
  it("names the page a mouse rests on a link to once its code has loaded, and the next link's page after", async () => {
    const preload = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => usePagesAhead(preload, anyPage));
    await idle();
    expect(result.current).toEqual([]);
    await over(linkOnPage('/products/instagram-growth-playbook?from=home'));
    expect(preload).toHaveBeenCalledWith('/products/instagram-growth-playbook');
    expect(result.current).toEqual(['/products/instagram-growth-playbook']);
    await over(document.body);
    expect(result.current).toEqual(['/products/instagram-growth-playbook']);
    await over(linkOnPage('/signin'));
    expect(result.current).toEqual(['/signin']);
  });

  it('names none for a touch, a page it may not render ahead, or a page whose code did not load', async () => {
    const preload = vi.fn((path: string) =>
      path === '/contact' ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    const { result } = renderHook(() => usePagesAhead(preload, notTheCatalogue));
    await idle();
    await over(linkOnPage('/signin'), 'touch');
    await over(linkOnPage('/products'));
    await over(linkOnPage('/contact'));
    expect(result.current).toEqual([]);
    expect(preload).not.toHaveBeenCalledWith('/signin');
  });

  it("names first, once the browser is idle, the page most of the page's controls lead to that it may render ahead; the pointed page after it", async () => {
    for (const path of ['/products', '/products', '/products', '/signin', '/signin', '/about', '/contact'])
      linkOnPage(path);
    const preload = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => usePagesAhead(preload, notTheCatalogue));
    expect(result.current).toEqual([]);
    await idle();
    expect(result.current).toEqual(['/signin']);
    await over(linkOnPage('/contact'));
    expect(result.current).toEqual(['/signin', '/contact']);
    await over(linkOnPage('/signin'));
    expect(result.current).toEqual(['/signin']);
  });

  it('renders nothing ahead unasked where no page is led to by more than one control', async () => {
    for (const path of ['/signin', '/about', '/contact']) linkOnPage(path);
    const { result } = renderHook(() => usePagesAhead(loaded, anyPage));
    await idle();
    expect(result.current).toEqual([]);
  });

  it('renders nothing ahead unasked when the shopper saves data: a mouse resting on a link still does', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      linkOnPage('/signin');
      linkOnPage('/signin');
      const { result } = renderHook(() => usePagesAhead(loaded, anyPage));
      await idle();
      expect(result.current).toEqual([]);
      await over(linkOnPage('/about'));
      expect(result.current).toEqual(['/about']);
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});

describe('likeliestOnPage', () => {
  it('is the page most controls lead to, of those that may be rendered ahead, if several lead there; none when the shopper saves data', () => {
    for (const path of ['/products', '/products', '/products', '/signin', '/signin', '/about', '/contact'])
      linkOnPage(path);
    expect(likeliestOnPage(window, notTheCatalogue)).toBe('/signin');
    expect(likeliestOnPage(window, (path) => path === '/about')).toBeUndefined();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      expect(likeliestOnPage(window, notTheCatalogue)).toBeUndefined();
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});

describe('sameEntry', () => {
  const product = '/products/instagram-growth-playbook';
  const followed = { ...aheadAt(product), key: 'k7x2' };
  const push = (location = followed) => ({ location, navigationType: NavigationType.Push });

  it('holds for the page rendered ahead revealed by a plain link to it, and for the same entry', () => {
    expect(sameEntry(push(aheadAt(product)), push())).toBe(true);
    expect(sameEntry(push(), push())).toBe(true);
  });

  it('does not hold for another entry of a page opened normally, or anything else that differs', () => {
    expect(sameEntry(push(), push({ ...followed, key: 'other' }))).toBe(false);
    expect(sameEntry(push(aheadAt(product)), push({ ...followed, search: '?q=gst' }))).toBe(false);
    expect(sameEntry(push(aheadAt(product)), push({ ...followed, hash: '#about' }))).toBe(false);
    expect(sameEntry(push(aheadAt(product)), push({ ...followed, state: { from: '/' } }))).toBe(false);
    expect(sameEntry(push(aheadAt(product)), push(aheadAt('/signin')))).toBe(false);
    expect(sameEntry(push(aheadAt(product)), { location: followed, navigationType: NavigationType.Pop })).toBe(false);
  });
});
