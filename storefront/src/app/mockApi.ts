import { setupWorker } from 'msw/browser';
import { handlers } from '@profit/design-system/mocks';

/**
 * Mock mode: MSW's service worker answers every `/api` call in the browser with the design
 * system's handlers (`/api/config` included), so the build needs no backend at all.
 */
export async function startMockApi(): Promise<void> {
  await setupWorker(...handlers).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
}
