// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { focusHeading, leaveFocusedPage } from './focusHeading';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Marks `element` as the browser would see it inside a hidden page (happy-dom computes no visibility). */
const hidden = (element: Element) => Object.assign(element, { checkVisibility: () => false });

describe('focusHeading', () => {
  it("focuses the shown page's heading, not a hidden page's before it", () => {
    document.body.innerHTML = '<main><div><h1>Page ahead</h1></div><div><h1>Shown page</h1></div></main>';
    const [ahead, shown] = document.querySelectorAll('h1');
    hidden(ahead!);
    expect(focusHeading()).toBe(true);
    expect(document.activeElement).toBe(shown);
    expect(shown!.getAttribute('tabindex')).toBe('-1');
  });

  it('says the page has no heading yet when the only one is hidden', () => {
    document.body.innerHTML = '<main><h1>Page ahead</h1></main>';
    hidden(document.querySelector('h1')!);
    expect(focusHeading()).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('leaveFocusedPage', () => {
  it('takes focus off a control in the page, and leaves it on one in the bar', () => {
    document.body.innerHTML =
      '<header><a href="/signin">Sign In</a></header><main><a href="/products/kit">Kit</a></main>';
    const [inBar, inPage] = document.querySelectorAll('a');
    inPage!.focus();
    leaveFocusedPage();
    expect(document.activeElement).toBe(document.body);
    inBar!.focus();
    leaveFocusedPage();
    expect(document.activeElement).toBe(inBar);
  });
});
