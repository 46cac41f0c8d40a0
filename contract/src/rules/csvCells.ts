/**
 * Cells of the merchant's CSV exports. A spreadsheet runs a cell that begins with `=`, `+`, `-` or
 * `@` as a formula (and some treat a leading tab or carriage return the same way): a buyer's name
 * such as `=HYPERLINK(...)` must arrive as text, so such a cell is prefixed with `'` (OWASP's advice
 * for CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text of a CSV cell, a formula's first character made harmless. */
export function csvSafeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Paise as rupees with two decimals and no grouping, as a spreadsheet reads a number: 49900 → `499.00`. */
export function rupeesForCsv(paise: number): string {
  const whole = Math.round(paise);
  const absolute = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** An instant's day in India as GSTR-1's templates write dates: `15-Jan-2026`. */
export function gstrDate(instant: string | Date): string {
  const india = new Date(new Date(instant).getTime() + 330 * 60_000);
  return `${String(india.getUTCDate()).padStart(2, '0')}-${MONTHS[india.getUTCMonth()]}-${india.getUTCFullYear()}`;
}
