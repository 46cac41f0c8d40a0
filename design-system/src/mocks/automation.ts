/**
 * Whether a browser is driven by automation (Vitest's browser mode, Playwright: both set
 * `navigator.webdriver`) or the page's address has `?deterministic`: the mocks then answer in 10 ms
 * instead of 150, and `testing/deterministic` makes stories render the same pixels on every run.
 */
export function isAutomated(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    navigator.webdriver === true ||
    '__vitest_browser__' in globalThis ||
    new URLSearchParams(window.location.search).has('deterministic')
  );
}
