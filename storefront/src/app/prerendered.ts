import type { Product } from '@profit/contract';
import { catalogueApi } from '@profit/design-system/api/catalogue';
import type { AppStore } from '@profit/design-system/state';

/**
 * A page the build prerendered (`scripts/prerender.mjs`): its HTML is in `#root` already, and
 * this element (`<script type="application/json">`, data that never runs) says for which mode it
 * was rendered and which catalogue it shows. The server serves it only when that catalogue is
 * the one it answers (`backend/src/storefront-hosting`), so the prices on the page are the
 * server's; the app starts from the same data, hydrating the page instead of rendering it again.
 */
export const PRERENDERED_PAGE_ID = 'prerendered-page';

export interface PrerenderedPage {
  /** The mode the page was rendered for (`demo` or `live`: the label and the sign-in differ). */
  mode: 'demo' | 'live';
  /** `GET /api/products`'s answer, as the page shows it. */
  products: Product[];
}

/** The prerendered page's data, or `null` when the page was not prerendered (the app renders it). */
export function readPrerenderedPage(doc: Document = document): PrerenderedPage | null {
  const text = doc.getElementById(PRERENDERED_PAGE_ID)?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as Partial<PrerenderedPage>;
    if ((page.mode === 'demo' || page.mode === 'live') && Array.isArray(page.products))
      return { mode: page.mode, products: page.products };
  } catch {
    /* unreadable: rendered afresh */
  }
  return null;
}

/** Puts the catalogue the page shows into the API cache, as if `GET /api/products` had answered it. */
export function seedCatalogue(store: AppStore, products: Product[]): void {
  store.dispatch(
    catalogueApi.util.upsertQueryEntries([{ endpointName: 'products', arg: undefined, value: { products } }]),
  );
}
