import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@profit/contract';
import { catalogueApi } from '@profit/design-system/api/catalogue';
import { createStore } from '@profit/design-system/state';
import { PRERENDERED_PAGE_ID, readPrerenderedPage, seedCatalogue } from './prerendered';

/** A document with the prerendered page's data element holding `text` (the only part read). */
const pageWith = (text: string | null) =>
  ({
    getElementById: (id: string) => (id === PRERENDERED_PAGE_ID && text !== null ? { textContent: text } : null),
  }) as unknown as Document;

describe('readPrerenderedPage', () => {
  it('reads the mode the page was rendered for', () => {
    expect(readPrerenderedPage(pageWith('{"mode":"demo"}'))).toEqual({ mode: 'demo' });
    expect(readPrerenderedPage(pageWith('{"mode":"live"}'))).toEqual({ mode: 'live' });
  });

  it('answers null, so the app renders the page itself, when there is no data or it cannot be read', () => {
    for (const text of [null, '', '{"mode":"mock"}', '{', '[]', 'null'])
      expect(readPrerenderedPage(pageWith(text))).toBeNull();
  });
});

describe('seedCatalogue', () => {
  it('puts the catalogue the pages show into the API cache, as GET /api/products would answer it', () => {
    const store = createStore(undefined, { storage: null, fallbackNavigate: () => undefined });
    seedCatalogue(store);
    const { data } = catalogueApi.endpoints.products.select(undefined)(store.getState());
    expect(data).toEqual({ products: [...CATALOGUE] });
  });
});
