import { describe, expect, it } from 'vitest';
import { formatRupees, parseStoredPrice, rupeesToPaise } from './money.js';

describe('parseStoredPrice', () => {
  it.each([
    [499, 499],
    [499.5, 499.5],
    ['499', 499],
    ['$499', 499],
    [' 499.5 ', 499.5],
    [' $ 499.50 ', 499.5],
    ['$.5', 0.5],
    ['0', 0],
  ])('reads %j as %d rupees', (stored, expected) => {
    expect(parseStoredPrice(stored)).toBe(expected);
  });

  it.each([
    ['abc'],
    [''],
    ['$'],
    ['12abc'],
    ['1.2.3'],
    [null],
    [undefined],
    [{}],
    [[499]],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [true],
  ])('counts %j as 0', (stored) => {
    expect(parseStoredPrice(stored)).toBe(0);
  });
});

describe('rupeesToPaise', () => {
  it('multiplies by 100 and rounds to a whole number of paise', () => {
    expect(rupeesToPaise(499)).toBe(49_900);
    expect(rupeesToPaise(1497)).toBe(149_700);
    // 0.1 + 0.2 style float noise must not leak into the amount sent to the payment provider
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(Number.isInteger(rupeesToPaise(499.995))).toBe(true);
  });

  it('answers 0 for a non-finite amount', () => {
    expect(rupeesToPaise(Number.NaN)).toBe(0);
  });
});

describe('formatRupees', () => {
  it.each([
    [49_900, 'Rs 499.00'],
    [0, 'Rs 0.00'],
    [5, 'Rs 0.05'],
    [49_950, 'Rs 499.50'],
    [99_800, 'Rs 998.00'],
    [100_000, 'Rs 1,000.00'],
    [149_700, 'Rs 1,497.00'],
    [14_970_000, 'Rs 1,49,700.00'],
    [123_456_789_00, 'Rs 12,34,56,789.00'],
    [-49_900, '-Rs 499.00'],
  ])('formats %d paise as %s', (paise, expected) => {
    expect(formatRupees(paise)).toBe(expected);
  });
});

describe('signed and fractional legacy prices', () => {
  it('reads a sign and a price written without its leading zero', () => {
    expect([parseStoredPrice('-5'), parseStoredPrice('+5'), parseStoredPrice('.55')]).toEqual([-5, 5, 0.55]);
  });
});
