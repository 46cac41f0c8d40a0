// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreloadOnIntent } from './usePreloadOnIntent';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** A link on the page, and the element inside it the pointer lands on. */
function link(href: string): HTMLElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  const label = document.createElement('span');
  label.textContent = 'Sign In';
  anchor.append(label);
  document.body.append(anchor);
  return label;
}

describe('usePreloadOnIntent', () => {
  it("loads a page's code when the pointer comes over a link to it, a press lands or focus arrives; each page once", () => {
    const preload = vi.fn(() => Promise.resolve());
    renderHook(() => usePreloadOnIntent(preload));
    const signIn = link('/signin');
    signIn.dispatchEvent(new Event('pointerover', { bubbles: true }));
    signIn.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    link('/products/founder-metrics-dashboard?from=home').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload.mock.calls).toEqual([['/signin'], ['/products/founder-metrics-dashboard']]);
  });

  it('loads the page a signed-out press leads to when the pointer comes over its button (Add to Cart: sign-in)', () => {
    const preload = vi.fn(() => Promise.resolve());
    renderHook(() => usePreloadOnIntent(preload));
    const button = document.createElement('button');
    button.setAttribute('data-signed-out-href', '/signin');
    button.innerHTML = '<span>Add to Cart</span>';
    document.body.append(button);
    button.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload.mock.calls).toEqual([['/signin']]);
  });

  it('leaves alone links to other sites and presses on anything but a link', () => {
    const preload = vi.fn(() => Promise.resolve());
    renderHook(() => usePreloadOnIntent(preload));
    link('https://wa.me/919999999999').dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(preload).not.toHaveBeenCalled();
  });

  it('asks again after a load that failed (the server was down), and stops listening once unmounted', async () => {
    const preload = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { unmount } = renderHook(() => usePreloadOnIntent(preload));
    const signIn = link('/signin');
    signIn.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve));
    signIn.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(2);
    unmount();
    link('/about').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
