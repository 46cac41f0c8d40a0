/**
 * Money rules. Every amount the shop computes with is an integer number of paise
 * (Rs 499 is 49900), so sums never suffer from binary floating point.
 */

/** One rupee in paise. */
export const PAISE_PER_RUPEE = 100;

/**
 * Reads a price stored by an earlier version of the cart, in rupees: a number, or a string
 * possibly prefixed with `$` (e.g. `"$499"`, `" 499.5 "`). Anything non-numeric counts as 0,
 * as the original store did.
 */
export function parseStoredPrice(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const cleaned = value.replace(/\$/g, '').trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return 0;
  const parsed = Number.parseFloat(cleaned);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Converts a rupee amount to whole paise (`total x 100`, rounded to an integer). */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) return 0;
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/** Groups the digits of a whole number the Indian way: 1,49,700 and 12,34,56,789. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${lastThree}`;
}

/**
 * Formats paise as the shop shows money: `Rs 499.00`, two decimals always, Indian digit
 * grouping for large sums (`Rs 1,49,700.00`).
 */
export function formatRupees(paise: number): string {
  const whole = Number.isFinite(paise) ? Math.round(paise) : 0;
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  const rupees = Math.floor(absolute / PAISE_PER_RUPEE).toString();
  const fraction = (absolute % PAISE_PER_RUPEE).toString().padStart(2, '0');
  return `${sign}Rs ${groupIndian(rupees)}.${fraction}`;
}
