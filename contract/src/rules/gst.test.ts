import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue.js';
import {
  CREDIT_NOTE_PREFIX,
  INVOICE_PREFIX,
  documentNumber,
  financialYearOf,
  splitGst,
  sumTaxSplits,
  taxKindOf,
  taxableValueOf,
} from './gst.js';

/** The invariants of one split: the parts add up to the price, the tax is 18 % of the taxable value to the paisa. */
function expectSound(price: number) {
  const intra = splitGst(price, 'intra');
  const inter = splitGst(price, 'inter');
  for (const split of [intra, inter]) {
    expect(split.taxableValue + split.cgst + split.sgst + split.igst).toBe(price);
    for (const part of [split.taxableValue, split.cgst, split.sgst, split.igst]) {
      expect(Number.isInteger(part)).toBe(true);
      expect(part).toBeGreaterThanOrEqual(0);
    }
    // The taxable value is the nearest paisa to price / 1.18 …
    expect(Math.abs(split.taxableValue * 118 - price * 100)).toBeLessThanOrEqual(59);
  }
  // … within the state, CGST and SGST are halves of the same tax, at most a paisa apart;
  expect(intra.igst).toBe(0);
  expect(intra.cgst - intra.sgst).toBeGreaterThanOrEqual(0);
  expect(intra.cgst - intra.sgst).toBeLessThanOrEqual(1);
  // between states the same tax is all IGST, on the same taxable value.
  expect(inter).toMatchObject({ cgst: 0, sgst: 0, taxableValue: intra.taxableValue, igst: intra.cgst + intra.sgst });
  return { intra, inter };
}

describe('the GST split of a tax-inclusive price', () => {
  it.each(CATALOGUE.map((product) => [product.id, product.price] as const))(
    '%s (%d paise) splits exactly both ways: CGST + SGST within the state, IGST between states',
    (_id, price) => {
      const { intra, inter } = expectSound(price);
      if (price === 49_900) {
        // 499 / 1.18 = 422.881…: taxable Rs 422.88, tax Rs 76.12 (18 % of 422.88 is 76.1184).
        expect(intra).toEqual({ price, taxableValue: 42_288, cgst: 3_806, sgst: 3_806, igst: 0 });
        expect(inter).toEqual({ price, taxableValue: 42_288, cgst: 0, sgst: 0, igst: 7_612 });
      }
    },
  );

  it('rounds the taxable value down where the fraction is below a half, up where above', () => {
    // 100 / 1.18 = 84.745… → 85 (up); 200 / 1.18 = 169.49… → 169 (down).
    expect(taxableValueOf(100)).toBe(85);
    expect(taxableValueOf(200)).toBe(169);
    expect(splitGst(100, 'inter')).toEqual({ price: 100, taxableValue: 85, cgst: 0, sgst: 0, igst: 15 });
    expect(splitGst(200, 'intra')).toEqual({ price: 200, taxableValue: 169, cgst: 16, sgst: 15, igst: 0 });
  });

  it('holds for every price from 0 to Rs 1,000 and for a large one, in whole paise', () => {
    let roundedUp = 0;
    let roundedDown = 0;
    let oddTax = 0;
    const unsound: number[] = [];
    for (let price = 0; price <= 100_000; price += 1) {
      const intra = splitGst(price, 'intra');
      const inter = splitGst(price, 'inter');
      const tax = intra.cgst + intra.sgst;
      const sound =
        intra.taxableValue + tax === price &&
        inter.taxableValue + inter.igst === price &&
        inter.igst === tax &&
        inter.cgst + inter.sgst + intra.igst === 0 &&
        Math.abs(intra.taxableValue * 118 - price * 100) <= 59 &&
        intra.cgst - intra.sgst >= 0 &&
        intra.cgst - intra.sgst <= 1 &&
        intra.sgst >= 0;
      if (!sound) unsound.push(price);
      if (intra.taxableValue * 118 > price * 100) roundedUp += 1;
      if (intra.taxableValue * 118 < price * 100) roundedDown += 1;
      if (tax % 2 === 1) oddTax += 1;
    }
    expect(unsound).toEqual([]);
    expect(roundedUp).toBeGreaterThan(1000);
    expect(roundedDown).toBeGreaterThan(1000);
    expect(oddTax).toBeGreaterThan(1000);
    expectSound(99_99_99_999);
  });

  it('refuses a price that is not whole paise', () => {
    expect(() => splitGst(499.5, 'intra')).toThrow(RangeError);
    expect(() => splitGst(-1, 'inter')).toThrow(new RangeError('A price must be whole paise: -1'));
  });

  it('adds lines column by column', () => {
    const lines = [splitGst(49_900, 'intra'), splitGst(49_900, 'intra'), splitGst(200, 'intra')];
    const total = sumTaxSplits(lines);
    expect(total).toEqual({ price: 100_000, taxableValue: 84_745, cgst: 7_628, sgst: 7_627, igst: 0 });
    expect(total.taxableValue + total.cgst + total.sgst).toBe(total.price);
    expect(sumTaxSplits([splitGst(49_900, 'inter'), splitGst(200, 'inter')])).toEqual({
      price: 50_100,
      taxableValue: 42_457,
      cgst: 0,
      sgst: 0,
      igst: 7_643,
    });
  });

  it('is intra-state only when the place of supply is the seller’s state', () => {
    expect(taxKindOf('27', '27')).toBe('intra');
    expect(taxKindOf('27', '29')).toBe('inter');
  });
});

describe('financial years and document numbers', () => {
  it('counts April to March in India time', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T23:59:59+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-12-31T20:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('numbers documents in at most 16 characters, each series with its own prefix', () => {
    expect(documentNumber(INVOICE_PREFIX, '2026-27', 123)).toBe('PRF/26-27/000123');
    expect(documentNumber(CREDIT_NOTE_PREFIX, '2026-27', 7)).toBe('PCN/26-27/000007');
    expect(documentNumber(INVOICE_PREFIX, '2026-27', 999_999)).toHaveLength(16);
    expect(() => documentNumber(INVOICE_PREFIX, '2026-27', 1_000_000)).toThrow(RangeError);
    expect(() => documentNumber(INVOICE_PREFIX, '2026-27', 0)).toThrow(new RangeError('A sequence starts at 1: 0'));
    expect(documentNumber(INVOICE_PREFIX, '2026-27', 1)).toBe('PRF/26-27/000001');
    expect(() => documentNumber(INVOICE_PREFIX, '2026-27', 1_000_000)).toThrow(
      new RangeError('A document number has at most 16 characters: PRF/26-27/1000000'),
    );
    // A year not in the 2026-27 form is kept whole, never half-shortened.
    expect(() => documentNumber('P', '12026-27', 1)).toThrow(RangeError);
    expect(() => documentNumber('PR', '2026-270', 1)).toThrow(RangeError);
  });
});
