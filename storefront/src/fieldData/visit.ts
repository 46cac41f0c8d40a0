import {
  ENDPOINTS,
  COMPUTER_MIN_WIDTH,
  VITALS_PAGE_PATTERN,
  VITALS_SAMPLE_RATE,
  type DeviceClass,
} from '@profit/contract';

/** Where beacons go. */
export const VITALS_URL = `/api${ENDPOINTS.vitals.path}`;

/** What a beacon says of the visit: the page it landed on and the device class, nothing else. */
export interface Visit {
  page: string;
  device: DeviceClass;
}

/** The page as the beacon names it: the path alone, lower-case, without a trailing slash. */
export function pageOf(pathname: string): string | null {
  const page = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  // The console is the merchant's, not a shopper's visit; an address of other characters is no page of the shop.
  if (page === '/admin' || page.startsWith('/admin/')) return null;
  return VITALS_PAGE_PATTERN.test(page) ? page : null;
}

/**
 * Whether this visit measures and sends its figures (`VITALS_SAMPLE_RATE` of visits), and what it
 * would say: null for a visit not sampled, or a page the beacon cannot name.
 */
export function sampleVisit(win: Window = window, draw: number = Math.random()): Visit | null {
  if (draw >= VITALS_SAMPLE_RATE || typeof win.navigator.sendBeacon !== 'function') return null;
  const page = pageOf(win.location.pathname);
  if (!page) return null;
  return { page, device: win.matchMedia(`(min-width: ${COMPUTER_MIN_WIDTH}px)`).matches ? 'computer' : 'phone' };
}

/**
 * Measures a sampled visit: the measuring code (web-vitals, a few kilobytes) is fetched once the
 * page has loaded and the browser is idle, never competing with the page's first paint or the
 * app's start. The browser keeps the entries it needs from the start (buffered), so nothing
 * before then is missed.
 */
export function measureVisit(win: Window = window): void {
  const visit = sampleVisit(win);
  if (!visit) return;
  // Without its code (the server gone during the visit) the visit measures nothing: field data
  // is a share of visits, and a page error would be the shopper's to see.
  const load = () =>
    void import('./reportVitals').then(
      ({ reportVitals }) => reportVitals(visit, win),
      () => undefined,
    );
  // Safari has no requestIdleCallback: a second after the load instead.
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(load, { timeout: 5000 })
      : win.setTimeout(load, 1000);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
