import type { VitalName } from '@profit/contract';
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { VITALS_URL, type Visit } from './visit';

/** Times to the tenth of a millisecond, CLS to four decimals: enough for a percentile, less to send. */
const rounded = (name: VitalName, value: number) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10;

/**
 * Collects the visit's LCP, INP, CLS and TTFB as web-vitals reports them and sends them once, in
 * one beacon, when the page is first hidden (the shopper switches away, closes the tab) or left:
 * the moment web-vitals reports the final LCP, CLS and INP, and the last moment a page can send.
 */
export function reportVitals(visit: Visit, win: Window = window): void {
  const figures = new Map<VitalName, number>();
  const record = (metric: Metric) => {
    if (metric.name !== 'FCP') figures.set(metric.name, rounded(metric.name, metric.value));
  };
  onTTFB(record);
  onLCP(record);
  onCLS(record);
  onINP(record);
  const send = (event: Event) => {
    // A page left by a navigation may be unloaded while still visible: `pagehide` sends what there is.
    if (event.type === 'visibilitychange' && win.document.visibilityState !== 'hidden') return;
    // web-vitals reports on the same change; its listeners ran first, and this waits for their reports.
    queueMicrotask(() => {
      if (figures.size === 0) return;
      win.removeEventListener('visibilitychange', send);
      win.removeEventListener('pagehide', send);
      const vitals = [...figures].map(([name, value]) => ({ name, value }));
      const body = new Blob([JSON.stringify({ ...visit, vitals })], { type: 'application/json' });
      win.navigator.sendBeacon(VITALS_URL, body);
    });
  };
  win.addEventListener('visibilitychange', send);
  win.addEventListener('pagehide', send);
}
