import type { StateCode } from './indianStates.js';

/**
 * GST on the shop's prices. Every price includes GST at 18 % (the rate of the SAC 9984 online
 * content services the shop sells); each line is split in whole paise so that its taxable value
 * plus its tax is exactly the price charged. Within the seller's state (place of supply = the
 * seller's state) the tax is CGST + SGST, 9 % each; between states it is IGST at 18 %
 * (IGST Act 2017 s. 12(2) for services to unregistered buyers: the place of supply is the buyer's
 * address on record).
 */

/** The GST rate, in percent, included in every price. */
export const GST_RATE_PERCENT = 18;

export type TaxKind = 'intra' | 'inter';

/** One line of a tax document in paise: `taxableValue + cgst + sgst + igst === price`. */
export interface TaxSplit {
  /** What was charged, tax included. */
  price: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * The taxable value inside a tax-inclusive price: price x 100 / 118, rounded to the nearest paisa.
 * Integer arithmetic only; a tie cannot happen (100 x price is even and 118 / 2 = 59 is odd).
 */
export function taxableValueOf(price: number): number {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`A price must be whole paise: ${price}`);
  return Math.floor((price * 100 + 59) / 118);
}

/** Whether a sale between these states is taxed as CGST + SGST (`intra`) or IGST (`inter`). */
export function taxKindOf(sellerState: StateCode, placeOfSupply: StateCode): TaxKind {
  return sellerState === placeOfSupply ? 'intra' : 'inter';
}

/**
 * Splits a tax-inclusive price. The tax is the price less its taxable value, so the two add up to
 * the price exactly; within a state it is halved into CGST and SGST, the odd paisa (if any) to
 * CGST, so the halves add up to the tax.
 */
export function splitGst(price: number, kind: TaxKind): TaxSplit {
  const taxableValue = taxableValueOf(price);
  const tax = price - taxableValue;
  if (kind === 'inter') return { price, taxableValue, cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { price, taxableValue, cgst: tax - sgst, sgst, igst: 0 };
}

/** The sum of lines: each column added, so the totals agree with the lines shown above them. */
export function sumTaxSplits(lines: readonly TaxSplit[]): TaxSplit {
  return lines.reduce<TaxSplit>(
    (total, line) => ({
      price: total.price + line.price,
      taxableValue: total.taxableValue + line.taxableValue,
      cgst: total.cgst + line.cgst,
      sgst: total.sgst + line.sgst,
      igst: total.igst + line.igst,
    }),
    { price: 0, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 },
  );
}

/**
 * The Indian financial year (April to March) of an instant, in India time (UTC+05:30, no daylight
 * saving): `2026-27` for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST.
 */
export function financialYearOf(instant: Date): string {
  const india = new Date(instant.getTime() + (5 * 60 + 30) * 60_000);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Invoice numbers: `PRF/26-27/000123` (`PRF/2026-27/000123` would be 18 characters, over rule 46's 16). */
export const INVOICE_PREFIX = 'PRF';
/** Credit notes: their own series, `PCN/26-27/000007`. */
export const CREDIT_NOTE_PREFIX = 'PCN';

/**
 * A document number: prefix, financial year and a sequence of at least four digits, at most 16
 * characters as CGST Rule 46(b) requires (`PRF/26-27/000123`). The six-digit sequence allows
 * 999,999 documents a year; the next one is refused rather than cut.
 */
export function documentNumber(prefix: string, financialYear: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`A sequence starts at 1: ${sequence}`);
  const shortYear = financialYear.replace(/^\d{2}(\d{2})-(\d{2})$/, '$1-$2');
  const number = `${prefix}/${shortYear}/${String(sequence).padStart(6, '0')}`;
  if (number.length > 16) throw new RangeError(`A document number has at most 16 characters: ${number}`);
  return number;
}
