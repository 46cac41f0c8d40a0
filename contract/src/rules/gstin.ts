import { isStateCode } from './indianStates.js';

/**
 * A GSTIN's shape (CBIC): two digits of state code, the holder's PAN (five letters, four digits,
 * a letter), one entity number (1-9 or A-Z), `Z`, and a check character.
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of the first 14 characters of a GSTIN: GSTN's Luhn mod 36 — each
 * character's value (0-9, A=10 … Z=35) times 1 and 2 alternately from the left, each product's
 * base-36 digits added, and the character that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  // Stryker disable next-line EqualityOperator: a 15th round reads charAt(14) of 14 characters, '', whose value 0 adds nothing
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_CHARACTERS.indexOf(first14.charAt(index));
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${first14.charAt(index)}`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

export type GstinProblem = 'format' | 'state' | 'checkCharacter';

/**
 * What is wrong with a GSTIN (upper case, no spaces): its shape, its state code (one of the 36),
 * or its check character; `null` for a valid one.
 */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  if (!isStateCode(gstin.slice(0, 2))) return 'state';
  // Stryker disable next-line MethodExpression: the check reads the first 14 characters only, whole GSTIN or not
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return 'checkCharacter';
  return null;
}

/** Whether a GSTIN is well formed, of one of the 36 states and union territories, with its check character. */
export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}

/** An Indian PIN code: six digits, the first 1 to 9. */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

export function isValidPinCode(pin: string): boolean {
  return PIN_CODE_PATTERN.test(pin);
}
