import { describe, expect, it } from 'vitest';
import { ProductSchema } from './api/catalogue.js';
import { CATALOGUE, CATEGORIES, PRODUCT_PRICE_PAISE, findProduct } from './catalogue.js';

describe('the catalogue', () => {
  it('holds eight valid products with unique ids', () => {
    expect(CATALOGUE).toHaveLength(8);
    for (const product of CATALOGUE) expect(ProductSchema.parse(product)).toEqual(product);
    expect(new Set(CATALOGUE.map((p) => p.id)).size).toBe(8);
  });

  it('covers all five categories', () => {
    expect(new Set(CATALOGUE.map((p) => p.category))).toEqual(new Set(CATEGORIES));
  });

  it('prices every product at Rs 499 in integer paise', () => {
    expect(PRODUCT_PRICE_PAISE).toBe(49_900);
    for (const product of CATALOGUE) expect(product.price).toBe(49_900);
  });

  it('ships its images locally, never from a remote address', () => {
    for (const product of CATALOGUE) expect(product.image).toBe(`/products/${product.id}/preview-640.jpg`);
  });

  it('finds a product by id and answers undefined for an unknown one', () => {
    expect(findProduct('starter-crm-notion')?.category).toBe('CRM');
    expect(findProduct('nope')).toBeUndefined();
  });
});
