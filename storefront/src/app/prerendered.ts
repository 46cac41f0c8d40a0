import { CATALOGUE, STORE_MODES, type ClientConfig, type Product } from '@profit/contract';
import { catalogueApi } from '@profit/design-system/api/catalogue';
import type { AppStore } from '@profit/design-system/state';

/**
 * A page the build prerendered (`scripts/prerender.mjs`): its HTML is in `#root` already, and
 * this element (`<script type="application/json">`, data that never runs) says for which mode it
 * was rendered. The app then hydrates the page instead of rendering it again.
 */
export const PRERENDERED_PAGE_ID = 'prerendered-page';

/**
 * The catalogue the prerendered pages show: the contract's, built into this bundle with them. The
 * build records it beside the pages and the server serves them only when it answers the same
 * (`backend/src/storefront-hosting`), so the prices on a served page are the server's, and the app
 * starts from this same copy rather than from one carried in each page.
 */
export const PRERENDERED_PRODUCTS: readonly Product[] = CATALOGUE;

export interface PrerenderedPage {
  /** The mode the page was rendered for (`demo` or `live`: the label and the sign-in differ). */
  mode: ClientConfig['mode'];
}

/** The prerendered page's data, or `null` when the page was not prerendered (the app renders it). */
export function readPrerenderedPage(doc: Document = document): PrerenderedPage | null {
  const text = doc.getElementById(PRERENDERED_PAGE_ID)?.textContent;
  if (!text) return null;
  try {
    const { mode } = (JSON.parse(text) ?? {}) as { mode?: unknown };
    const known = STORE_MODES.find((storeMode) => storeMode === mode);
    if (known) return { mode: known };
  } catch {
    /* unreadable: rendered afresh */
  }
  return null;
}

/** Puts the catalogue the pages show into the API cache, as if `GET /api/products` had answered it. */
export function seedCatalogue(store: AppStore): void {
  store.dispatch(
    catalogueApi.util.upsertQueryEntries([
      { endpointName: 'products', arg: undefined, value: { products: [...PRERENDERED_PRODUCTS] } },
    ]),
  );
}
