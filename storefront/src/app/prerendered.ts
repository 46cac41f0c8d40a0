import { CATALOGUE, SHOP_IDENTITY_ELEMENT_ID, type Product, type ShopIdentity } from '@profit/contract';
import { catalogueApi, shopIdentityApi } from '@profit/design-system/api';
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

/**
 * Puts `identity` into the API cache, as if `GET /api/shop-identity` had answered it: the
 * identity a page was prerendered with (the build's placeholders), or the one the server filled in
 * and gave the page (`identityOnPage`), so the app starts from what the page shows.
 */
export function seedShopIdentity(store: AppStore, identity: ShopIdentity): void {
  store.dispatch(
    shopIdentityApi.util.upsertQueryEntries([{ endpointName: 'shopIdentity', arg: undefined, value: identity }]),
  );
}

/** The shop's identity the server gave a prerendered page, if it gave one. */
export function identityOnPage(doc: Document): ShopIdentity | undefined {
  const text = doc.getElementById(SHOP_IDENTITY_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as ShopIdentity) : undefined;
}
