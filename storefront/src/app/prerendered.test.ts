import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@profit/contract';
import { catalogueApi } from '@profit/design-system/api';
import { createStore } from '@profit/design-system/state';
import { seedCatalogue } from './prerendered';

describe('seedCatalogue', () => {
  it('puts the catalogue the pages show into the API cache, as GET /api/products would answer it', () => {
    const store = createStore(undefined, { storage: null, fallbackNavigate: () => undefined });
    seedCatalogue(store);
    const { data } = catalogueApi.endpoints.products.select(undefined)(store.getState());
    expect(data).toEqual({ products: [...CATALOGUE] });
  });

  it('puts each product there too, as GET /api/products/:id would answer it (for the prerendered product pages)', () => {
    const store = createStore(undefined, { storage: null, fallbackNavigate: () => undefined });
    seedCatalogue(store);
    for (const product of CATALOGUE)
      expect(catalogueApi.endpoints.product.select(product.id)(store.getState()).data).toEqual(product);
  });
});
