// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPage, linkOnPage } from './linkOnPage.testing';
import { pathsInView, pathsOnPage, usePreloadLinkedPages } from './usePreloadLinkedPages';

afterEach(() => {
  cleanup();
  clearPage();
});

describe('usePreloadLinkedPages', () => {
  it("loads a page's code when the pointer comes over a link to it, a press lands or focus arrives; each page once", () => {
    const preload = vi.fn(() => Promise.resolve());
    renderHook(() => usePreloadLinkedPages(preload, '/'));
    const signIn = linkOnPage('/signin');
    signIn.dispatchEvent(new Event('pointerover', { bubbles: true }));
    signIn.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    linkOnPage('/products/founder-metrics-dashboard?from=home').dispatchEvent(
      new FocusEvent('focusin', { bubbles: true }),
    );
    expect(preload.mock.calls).toEqual([['/signin'], ['/products/founder-metrics-dashboard']]);
  });

  it('loads the page a signed-out press leads to when the pointer comes over its button (Add to Cart: sign-in)', () => {
    const preload = vi.fn(() => Promise.resolve());
    renderHook(() => usePreloadLinkedPages(preload, '/'));
    const button = document.createElement('button');
    button.setAttribute('data-signed-out-href', '/signin');
    button.innerHTML = '<span>Add to Cart</span>';
    document.body.append(button);
    button.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload.mock.calls).toEqual([['/signin']]);
  });

  it('leaves alone links to other sites and presses on anything but a link', () => {
    const preload = vi.fn(() => Promise.resolve());
    renderHook(() => usePreloadLinkedPages(preload, '/'));
    linkOnPage('https://wa.me/919999999999').dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(preload).not.toHaveBeenCalled();
  });

  it('asks again after a load that failed (the server was down), and stops listening once unmounted', async () => {
    const preload = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { unmount } = renderHook(() => usePreloadLinkedPages(preload, '/'));
    const signIn = linkOnPage('/signin');
    signIn.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve));
    signIn.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(2);
    unmount();
    linkOnPage('/about').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it("loads the pages of the links in view once the browser is idle, one after another; again for the next page's links", async () => {
    const loads: string[] = [];
    const preload = vi.fn((path: string) => {
      loads.push(path);
      return Promise.resolve();
    });
    inView(linkOnPage('/signin'));
    inView(linkOnPage('/products/founder-metrics-dashboard'));
    linkOnPage('/about');
    const { rerender } = renderHook(({ page }) => usePreloadLinkedPages(preload, page), {
      initialProps: { page: '/' },
    });
    await vi.waitFor(() => expect(loads).toEqual(['/signin', '/products/founder-metrics-dashboard']));
    inView(linkOnPage('/contact'));
    rerender({ page: '/about' });
    await vi.waitFor(() => expect(loads).toEqual(['/signin', '/products/founder-metrics-dashboard', '/contact']));
  });

  it('loads nothing ahead when the shopper saves data', async () => {
    const preload = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      inView(linkOnPage('/signin'));
      renderHook(() => usePreloadLinkedPages(preload, '/'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(preload).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});

describe('pathsInView', () => {
  it("lists the shop's addresses of the links and signed-out buttons in the window, not those hidden, scrolled away or elsewhere", () => {
    inView(linkOnPage('/products'));
    inView(linkOnPage('https://wa.me/919999999999'));
    linkOnPage('/about');
    inView(linkOnPage('/contact'), { top: 900, bottom: 940 });
    inView(linkOnPage('/blog'), { top: -80, bottom: -40 });
    const button = document.createElement('button');
    button.setAttribute('data-signed-out-href', '/signin?next=%2Fcart');
    inView(button);
    document.body.append(button);
    expect(pathsInView(window)).toEqual(['/products', '/signin']);
    expect(window.innerHeight).toBeLessThan(900);
  });

  it('lists first the address most of the controls in view lead to', () => {
    inView(linkOnPage('/products'));
    for (let card = 0; card < 2; card++) {
      const button = document.createElement('button');
      button.setAttribute('data-signed-out-href', '/signin');
      inView(button);
      document.body.append(button);
    }
    inView(linkOnPage('/about'));
    expect(pathsInView(window)).toEqual(['/signin', '/products', '/about']);
  });
});

describe('pathsOnPage', () => {
  it("lists the shop's addresses of the page's shown controls, scrolled to or not, the most led to first; none hidden", () => {
    inView(linkOnPage('/about'));
    inView(linkOnPage('/contact'), { top: 900, bottom: 940 });
    linkOnPage('/contact');
    const kept = document.createElement('div');
    kept.style.display = 'none';
    kept.append(linkOnPage('/blog').parentElement!, linkOnPage('/blog').parentElement!);
    document.body.append(kept);
    expect(pathsOnPage(window, 1)).toEqual(['/contact', '/about']);
    expect(pathsOnPage(window, 2)).toEqual(['/contact']);
  });
});

/** Gives the control of `label` (happy-dom lays nothing out) a box in the window's view, or at `box`. */
function inView(label: HTMLElement, box: { top: number; bottom: number } = { top: 10, bottom: 40 }): void {
  const control = label.closest('a, button') ?? label;
  control.getBoundingClientRect = () =>
    DOMRect.fromRect({ x: 10, y: box.top, width: 100, height: box.bottom - box.top });
}
