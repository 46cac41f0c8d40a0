import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue.js';
import { MAX_RECOMMENDATIONS, recommendationsFor, searchProducts } from './search.js';

const product = (id: string, category: string) => ({ id, title: `Title ${id}`, description: `About ${id}`, category });

describe('searchProducts', () => {
  it('matches every product for an empty or blank term', () => {
    expect(searchProducts(CATALOGUE, '')).toHaveLength(CATALOGUE.length);
    expect(searchProducts(CATALOGUE, '   ')).toHaveLength(CATALOGUE.length);
  });

  it('matches a substring of the title, ignoring case', () => {
    expect(searchProducts(CATALOGUE, 'instagram').map((p) => p.id)).toEqual(['instagram-growth-playbook']);
  });

  it('matches a substring of the description', () => {
    expect(searchProducts(CATALOGUE, 'runway').map((p) => p.id)).toEqual(['founder-metrics-dashboard']);
  });

  it('matches an upper case term against a category', () => {
    const found = searchProducts(CATALOGUE, 'CRM');
    expect(found.map((p) => p.id)).toContain('starter-crm-notion');
    expect(
      searchProducts(CATALOGUE, 'ANALYTICS').every(
        (p) => p.category === 'Analytics' || /analytics/i.test(p.title + p.description),
      ),
    ).toBe(true);
    expect(searchProducts(CATALOGUE, 'ANALYTICS').length).toBeGreaterThanOrEqual(2);
  });

  it('finds nothing for a term in no product', () => {
    expect(searchProducts(CATALOGUE, 'zzz-no-such-thing')).toEqual([]);
  });
});

describe('recommendationsFor', () => {
  const products = [
    product('a', 'Marketing'),
    product('b', 'Marketing'),
    product('c', 'Marketing'),
    product('d', 'Marketing'),
    product('e', 'Marketing'),
    product('f', 'CRM'),
  ];

  it('recommends other products of the same category, at most three, in catalogue order', () => {
    expect(recommendationsFor(products, products[0]!).map((p) => p.id)).toEqual(['b', 'c', 'd']);
    expect(MAX_RECOMMENDATIONS).toBe(3);
  });

  it('never recommends a kit the shopper owns or has in the cart', () => {
    expect(recommendationsFor(products, products[0]!, new Set(['b', 'd'])).map((p) => p.id)).toEqual(['c', 'e']);
  });

  it('never recommends the product just added', () => {
    expect(recommendationsFor(products, products[2]!).map((p) => p.id)).toEqual(['a', 'b', 'd']);
  });

  it('returns fewer when the category has fewer than three other products', () => {
    const analytics = CATALOGUE.filter((p) => p.category === 'Analytics');
    expect(recommendationsFor(CATALOGUE, analytics[0]!).map((p) => p.id)).toEqual([analytics[1]!.id]);
  });

  it('returns none for a category with no other product', () => {
    expect(recommendationsFor(products, products[5]!)).toEqual([]);
  });
});
