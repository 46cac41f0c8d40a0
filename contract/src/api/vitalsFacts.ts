/**
 * Field data: how fast the shop is for the people who use it, measured in their browsers with the
 * `web-vitals` library and sent once per visit. Plain data (no zod), so the storefront's sender
 * loads no validators; the schemas are in `vitals.ts`.
 */

/** The figures a beacon carries: milliseconds, except CLS (a unitless score). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** A page's address as a beacon names it: a path of lower-case segments, no query or hash. */
export const VITALS_PAGE_PATTERN = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/;

/** A phone below this viewport width (the design's tablet breakpoint), a computer from it. */
export const DEVICE_CLASSES = ['phone', 'computer'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const COMPUTER_MIN_WIDTH = 768;

/** The share of visits that send a beacon: enough for a 75th percentile, light on the server. */
export const VITALS_SAMPLE_RATE = 0.5;

/** The periods the merchant console shows, in days; beacons older than the longest are deleted. */
export const VITALS_WINDOW_DAYS = [1, 7, 28] as const;
export const VITALS_RETENTION_DAYS = 28;

/** The most pages a period lists (those with the most visits). */
export const VITALS_TOP_PAGES = 50;

/**
 * Google's thresholds for each figure's 75th percentile: good up to the first, poor above the
 * second (web.dev/articles/vitals).
 */
export const VITAL_THRESHOLDS: Record<VitalName, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}
