import { describe, expect, it } from 'vitest';
import { cartSubtotalPaise, cartTotalPaise, storedLinePricePaise } from './cart.js';
import { rupeesToPaise } from './money.js';

describe('cart totals', () => {
  it('is zero for an empty cart', () => {
    expect(cartSubtotalPaise([])).toBe(0);
    expect(cartTotalPaise([])).toBe(0);
  });

  it('counts every line of a cart of duplicates', () => {
    const line = { pricePaise: 49_900 };
    expect(cartSubtotalPaise([line, line, line])).toBe(149_700);
  });

  it('counts a product repeated on separate lines once per line', () => {
    const lines = [
      { productId: 'kit-a', cartId: 'c1', pricePaise: 49_900 },
      { productId: 'kit-b', cartId: 'c2', pricePaise: 1_250 },
      { productId: 'kit-a', cartId: 'c3', pricePaise: 49_900 },
    ];
    expect(cartSubtotalPaise(lines)).toBe(101_050);
    expect(cartTotalPaise(lines)).toBe(101_050);
  });

  it('equals the subtotal because shipping is free', () => {
    const lines = [{ pricePaise: 49_900 }, { pricePaise: 1_250 }];
    expect(cartTotalPaise(lines)).toBe(cartSubtotalPaise(lines));
    expect(cartTotalPaise(lines)).toBe(51_150);
  });

  it('ignores a corrupted line price instead of producing a fraction of a paisa', () => {
    expect(cartSubtotalPaise([{ pricePaise: 49_900 }, { pricePaise: 0.5 }, { pricePaise: Number.NaN }])).toBe(49_900);
  });

  it('gives the order amount as total x 100, an integer', () => {
    const totalRupees = 499 * 3;
    expect(rupeesToPaise(totalRupees)).toBe(
      cartTotalPaise([{ pricePaise: 49_900 }, { pricePaise: 49_900 }, { pricePaise: 49_900 }]),
    );
  });
});

describe('storedLinePricePaise', () => {
  it('keeps a current line price in paise', () => {
    expect(storedLinePricePaise({ pricePaise: 49_900 })).toBe(49_900);
  });

  it('converts legacy rupee prices, including "$"-prefixed strings', () => {
    expect(storedLinePricePaise({ price: 499 })).toBe(49_900);
    expect(storedLinePricePaise({ price: '$499' })).toBe(49_900);
    expect(storedLinePricePaise({ price: ' 499.5 ' })).toBe(49_950);
  });

  it('counts an unreadable legacy price as 0', () => {
    expect(storedLinePricePaise({ price: 'abc' })).toBe(0);
    expect(storedLinePricePaise({ price: null })).toBe(0);
    expect(storedLinePricePaise({})).toBe(0);
    expect(storedLinePricePaise({ pricePaise: -5, price: '$1' })).toBe(100);
  });

  it('takes a current price of zero as it is, and any other unusable one from the legacy price', () => {
    expect(storedLinePricePaise({ pricePaise: 0, price: 5 })).toBe(0);
    expect(storedLinePricePaise({ pricePaise: '49900', price: 4 })).toBe(400);
    expect(storedLinePricePaise({ pricePaise: 1.5, price: 4 })).toBe(400);
  });
});
