import { CATALOGUE } from '@profit/contract';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DOC_SLUGS } from './docSlugs';
import { firstMatching } from './matchAddress';
import { knownPaths, LEGACY_REDIRECTS, ROUTED_PATTERNS } from './siteRoutes';

/** Every known address, each redirect, the console's and a few the table does not know. */
const ADDRESSES = [
  ...knownPaths(DOC_SLUGS),
  ...Object.keys(LEGACY_REDIRECTS),
  '/admin',
  '/admin/orders/ord_1',
  '/products/no-such-kit',
  ...CATALOGUE.slice(0, 1).map((product) => `/products/${product.id}/extra`),
  '/docs',
  '/no-such-page',
  '/signin/',
];

describe('firstMatching', () => {
  it('picks, for every address, the route React Router ranks first over the whole table', () => {
    const lookUp = firstMatching(ROUTED_PATTERNS);
    const table = ROUTED_PATTERNS.map((path) => ({ path }));
    for (const address of ADDRESSES)
      expect([address, lookUp(address)]).toEqual([address, matchRoutes(table, address)?.[0]?.route.path]);
  });

  it('answers an address asked again from what it found the first time', () => {
    const patterns = ['/a', '/b/:id'];
    const lookUp = firstMatching(patterns);
    expect(lookUp('/b/1')).toBe('/b/:id');
    patterns.splice(0, 2, '*');
    expect(lookUp('/b/1')).toBe('/b/:id');
    expect(lookUp('/c')).toBe('*');
  });

  it('finds nothing where no pattern matches', () => {
    expect(firstMatching(['/a'])('/b')).toBeUndefined();
  });
});
