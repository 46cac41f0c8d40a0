import { CATALOGUE, type Product } from '@profit/contract';
import { catalogueApi } from '@profit/design-system/api';
import type { AppStore } from '@profit/design-system/state';

/**
 * The catalogue the prerendered pages show: the contract's, built into this bundle with them. The
 * build records it beside the pages and the server serves them only when it answers the same
 * (`backend/src/storefront-hosting`), so the prices on a served page are the server's, and the app
 * starts from this same copy rather than from one carried in each page.
 */
export const PRERENDERED_PRODUCTS: readonly Product[] = CATALOGUE;

/**
 * Puts the catalogue the pages show into the API cache, as if `GET /api/products` and each
 * `GET /api/products/:id` had answered it (the product pages are prerendered too).
 */
export function seedCatalogue(store: AppStore): void {
  store.dispatch(
    catalogueApi.util.upsertQueryEntries([
      { endpointName: 'products', arg: undefined, value: { products: [...PRERENDERED_PRODUCTS] } },
      ...PRERENDERED_PRODUCTS.map((product) => ({ endpointName: 'product' as const, arg: product.id, value: product })),
    ]),
  );
}
