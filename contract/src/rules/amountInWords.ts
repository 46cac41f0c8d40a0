/**
 * Amounts in words as Indian invoices write them, in the Indian numbering system (thousand, lakh,
 * crore): 49900 paise is "Rupees Four Hundred Ninety-Nine Only", 42289 is "Rupees Four Hundred
 * Twenty-Two and Eighty-Nine Paise Only".
 */

const ONES = [
  // Stryker disable next-line StringLiteral: never read, zero is said before the table is reached (numberInIndianWords)
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0-99 in words: `Ninety-Nine`. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** 0-999 in words, with nothing for 0: `Four Hundred Ninety-Nine`. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number in words, Indian system: `12,34,56,789` is "Twelve Crore Thirty-Four Lakh
 * Fifty-Six Thousand Seven Hundred Eighty-Nine". Crores above 999 are themselves counted in words.
 */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${numberInIndianWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** An amount in paise in words: "Rupees One Thousand Four Hundred Ninety-Seven and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not whole paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const fraction = paise % 100;
  const rupeesPart = `Rupees ${numberInIndianWords(rupees)}`;
  return fraction === 0 ? `${rupeesPart} Only` : `${rupeesPart} and ${belowHundred(fraction)} Paise Only`;
}
