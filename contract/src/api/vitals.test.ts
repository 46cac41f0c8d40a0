import { describe, expect, it } from 'vitest';
import { VitalsBeaconSchema } from './vitals.js';
import { rateVital } from './vitalsFacts.js';

const beacon = {
  page: '/products/instagram-growth-playbook',
  device: 'phone',
  vitals: [
    { name: 'LCP', value: 1830.4 },
    { name: 'CLS', value: 0.02 },
  ],
};

describe('VitalsBeaconSchema', () => {
  it('takes a visit’s page, device class and figures', () => {
    expect(VitalsBeaconSchema.parse(beacon)).toEqual(beacon);
  });

  it.each([
    ['a query in the page', { ...beacon, page: '/products?email=asha@example.in' }],
    ['a full address', { ...beacon, page: 'https://example.in/' }],
    ['anything beyond the three fields', { ...beacon, userAgent: 'Chrome' }],
    ['an unknown device class', { ...beacon, device: 'tablet' }],
    ['a figure twice', { ...beacon, vitals: [beacon.vitals[0], beacon.vitals[0]] }],
    ['no figure', { ...beacon, vitals: [] }],
    ['a negative figure', { ...beacon, vitals: [{ name: 'INP', value: -1 }] }],
    ['a figure no visit reaches', { ...beacon, vitals: [{ name: 'CLS', value: 1000 }] }],
    ['an unknown figure', { ...beacon, vitals: [{ name: 'FID', value: 10 }] }],
  ])('refuses %s', (_case, body) => {
    expect(VitalsBeaconSchema.safeParse(body).success).toBe(false);
  });
});

describe('rateVital', () => {
  it('rates by Google’s thresholds, the bounds counting as the better side', () => {
    expect(rateVital('INP', 200)).toBe('good');
    expect(rateVital('INP', 201)).toBe('needs-improvement');
    expect(rateVital('INP', 501)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('LCP', 4000)).toBe('needs-improvement');
  });
});
