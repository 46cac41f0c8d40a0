// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { NavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPage, linkOnPage } from './linkOnPage.testing';
import { aheadAt, sameEntry, usePageAhead } from './usePageAhead';

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

describe('usePageAhead', () => {
  it("names the page a mouse rests on a link to once its code has loaded, and the next link's page after", async () => {
    const preload = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => usePageAhead(preload, () => true));
    expect(result.current).toBeUndefined();
    await over(linkOnPage('/products/instagram-growth-playbook?from=home'));
    expect(preload).toHaveBeenCalledWith('/products/instagram-growth-playbook');
    expect(result.current).toBe('/products/instagram-growth-playbook');
    await over(document.body);
    expect(result.current).toBe('/products/instagram-growth-playbook');
    await over(linkOnPage('/signin'));
    expect(result.current).toBe('/signin');
  });

  it('names none for a touch, a page it may not render ahead, or a page whose code did not load', async () => {
    const preload = vi.fn((path: string) =>
      path === '/contact' ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    const { result } = renderHook(() => usePageAhead(preload, (path) => path !== '/products'));
    await over(linkOnPage('/signin'), 'touch');
    await over(linkOnPage('/products'));
    await over(linkOnPage('/contact'));
    expect(result.current).toBeUndefined();
    expect(preload).not.toHaveBeenCalledWith('/signin');
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
