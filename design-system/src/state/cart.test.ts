import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@profit/contract';
import {
  cartCleared,
  cartReducer,
  linePricesUpdated,
  lineRemoved,
  productAdded,
  selectCartTotalPaise,
} from './cartSlice';
import { parseStoredCart } from './storedCart';

const [first, second] = CATALOGUE as [(typeof CATALOGUE)[number], (typeof CATALOGUE)[number]];

describe('cart slice', () => {
  it('appends a new line with a fresh cartId each time, even for the same product', () => {
    let state = cartReducer(undefined, productAdded(first));
    state = cartReducer(state, productAdded(first));
    expect(state.items).toHaveLength(2);
    expect(state.items[0]!.cartId).not.toBe(state.items[1]!.cartId);
    expect(state.items[0]).toMatchObject({
      productId: first.id,
      title: first.title,
      pricePaise: 49_900,
      image: first.image,
      category: first.category,
    });
  });

  it('removes exactly the line with the given cartId', () => {
    let state = cartReducer(undefined, productAdded(first));
    state = cartReducer(state, productAdded(first));
    state = cartReducer(state, productAdded(second));
    const removed = state.items[1]!.cartId;
    state = cartReducer(state, lineRemoved(removed));
    expect(state.items.map((line) => line.cartId)).not.toContain(removed);
    expect(state.items.map((line) => line.productId)).toEqual([first.id, second.id]);
  });

  it("takes the server's current price for the products it names and leaves the others", () => {
    let state = cartReducer(undefined, productAdded(first));
    state = cartReducer(state, productAdded(second));
    state = cartReducer(state, linePricesUpdated({ [first.id]: 59_900 }));
    expect(state.items.map((line) => line.pricePaise)).toEqual([59_900, 49_900]);
  });

  it('totals a product added twice as two lines, each at its price', () => {
    let state = cartReducer(undefined, productAdded(first));
    state = cartReducer(state, productAdded(first));
    state = cartReducer(state, productAdded(second));
    expect(selectCartTotalPaise({ cart: state })).toBe(2 * first.price + second.price);
  });

  it('clears every line', () => {
    const state = cartReducer(cartReducer(undefined, productAdded(first)), cartCleared());
    expect(state.items).toEqual([]);
  });
});

describe('parseStoredCart', () => {
  it('restores current lines unchanged', () => {
    const line = {
      cartId: 'c1',
      productId: first.id,
      title: first.title,
      description: first.description,
      image: first.image,
      category: first.category,
      pricePaise: 49_900,
    };
    expect(parseStoredCart(JSON.stringify([line]))).toEqual([line]);
  });

  it('restores legacy lines carrying id instead of cartId and a "$"-prefixed price', () => {
    const legacy = [
      {
        id: first.id,
        title: first.title,
        description: 'old copy',
        price: '$499',
        image: '/img/a.png',
        category: first.category,
        cartId: 1700000000000,
      },
      {
        id: 1700000000001,
        title: second.title,
        description: 'old copy',
        price: 499,
        image: '/img/b.png',
        category: second.category,
      },
    ];
    const lines = parseStoredCart(JSON.stringify(legacy));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      cartId: '1700000000000',
      productId: first.id,
      pricePaise: 49_900,
      description: 'old copy',
    });
    expect(lines[1]).toMatchObject({ cartId: '1700000000001', productId: second.id, pricePaise: 49_900 });
  });

  it("shows a catalogue product with the catalogue's image, not the one its line was saved with", () => {
    const saved = [{ cartId: 'c1', productId: first.id, title: first.title, image: '/products/old-icon.svg' }];
    expect(parseStoredCart(JSON.stringify(saved))[0]?.image).toBe(first.image);
  });

  it('counts an unreadable legacy price as 0 and gives duplicate ids fresh cartIds', () => {
    const lines = parseStoredCart(
      JSON.stringify([
        { cartId: 'x', title: 'Thing', price: 'abc' },
        { cartId: 'x', title: 'Thing', price: '$1.50' },
      ]),
    );
    expect(lines.map((line) => line.pricePaise)).toEqual([0, 150]);
    expect(new Set(lines.map((line) => line.cartId)).size).toBe(2);
  });

  it('gives an empty cart for missing, corrupted or non-list data and skips junk lines', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    expect(parseStoredCart(JSON.stringify([null, 3, 'x', { price: 1 }]))).toEqual([]);
  });
});
