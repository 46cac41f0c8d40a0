import { describe, expect, it } from 'vitest';
import { mockVitals, percentileCont, type StoredBeacon } from './vitals';

const NOW = Date.UTC(2026, 10, 28, 12);
const DAY_MS = 86_400_000;
const beacon = (page: string, lcp: number, daysAgo = 0): StoredBeacon => ({
  page,
  device: 'phone',
  vitals: [{ name: 'LCP', value: lcp }],
  receivedAt: NOW - daysAgo * DAY_MS,
});

describe('the speed mocks work out percentiles as the server does', () => {
  it('interpolates like PostgreSQL’s percentile_cont (the figures backend/test/vitals.e2e.ts expects)', () => {
    expect(percentileCont([1000, 2000, 3000, 4000], 0.75)).toBe(3250);
    expect(percentileCont([900, 5000], 0.75)).toBe(3975);
    expect(percentileCont([], 0.75)).toBeNull();
  });

  it('counts a visit in each period it falls in, most visited pages first, unmeasured figures null', () => {
    const { periods } = mockVitals(NOW, [beacon('/a', 1000), beacon('/b', 2000), beacon('/b', 3000, 10)]);
    expect(periods.map((period) => period.days)).toEqual([1, 7, 28]);
    expect(periods[0]!.rows.map((row) => [row.page, row.visits])).toEqual([
      ['/a', 1],
      ['/b', 1],
    ]);
    expect(periods[2]!.rows[0]).toEqual({
      page: '/b',
      device: 'phone',
      visits: 2,
      p75: { LCP: 2750, INP: null, CLS: null, TTFB: null },
    });
  });
});
