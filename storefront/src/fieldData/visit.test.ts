import { VITALS_SAMPLE_RATE } from '@profit/contract';
import { describe, expect, it } from 'vitest';
import { pageOf, sampleVisit } from './visit';

/** A window at `pathname`, `width` pixels wide, with or without `sendBeacon`. */
function fakeWindow(pathname: string, width: number, beacon = true) {
  return {
    location: { pathname },
    navigator: beacon ? { sendBeacon: () => true } : {},
    matchMedia: (query: string) => ({ matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1]) }),
  } as unknown as Window;
}

describe('pageOf', () => {
  it('names a page by its path alone, lower-case, without a trailing slash', () => {
    expect(pageOf('/')).toBe('/');
    expect(pageOf('/Products/Instagram-Growth-Playbook/')).toBe('/products/instagram-growth-playbook');
  });

  it('names no page for the merchant console or an address the shop has no such page for', () => {
    expect(pageOf('/admin')).toBeNull();
    expect(pageOf('/admin/orders/8c1f')).toBeNull();
    expect(pageOf('/docs/%3Cscript%3E')).toBeNull();
    expect(pageOf('/products//x')).toBeNull();
  });
});

describe('sampleVisit', () => {
  it('samples a share of visits, by the draw', () => {
    expect(sampleVisit(fakeWindow('/', 400), 0)).not.toBeNull();
    expect(sampleVisit(fakeWindow('/', 400), VITALS_SAMPLE_RATE - 0.001)).not.toBeNull();
    expect(sampleVisit(fakeWindow('/', 400), VITALS_SAMPLE_RATE)).toBeNull();
  });

  it('says the page and whether it is a phone or a computer, nothing else', () => {
    expect(sampleVisit(fakeWindow('/pricing', 375), 0)).toEqual({ page: '/pricing', device: 'phone' });
    expect(sampleVisit(fakeWindow('/pricing', 1280), 0)).toEqual({ page: '/pricing', device: 'computer' });
  });

  it('sends nothing from a browser without beacons or from a page it cannot name', () => {
    expect(sampleVisit(fakeWindow('/', 1280, false), 0)).toBeNull();
    expect(sampleVisit(fakeWindow('/admin', 1280), 0)).toBeNull();
  });
});
