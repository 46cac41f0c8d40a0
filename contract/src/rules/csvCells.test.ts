import { describe, expect, it } from 'vitest';
import { csvSafeCell, gstrDate, rupeesForCsv } from './csvCells.js';

describe('csvSafeCell', () => {
  it.each(['=HYPERLINK("http://x.example","click")', '+91 98200 00000', '-2+3', '@SUM(A1:A2)', '\tindent', '\rline'])(
    'prefixes %j with a quote so a spreadsheet reads it as text',
    (value) => {
      expect(csvSafeCell(value)).toBe(`'${value}`);
    },
  );

  it.each(['Asha Verma', '27AAPFU0939F1ZV', 'PRF/26-27/000123', 'a=b', '', ' =trimmed later'])(
    'leaves %j as it is',
    (value) => {
      expect(csvSafeCell(value)).toBe(value);
    },
  );
});

describe('rupeesForCsv', () => {
  it.each([
    [49_900, '499.00'],
    [42_288, '422.88'],
    [5, '0.05'],
    [0, '0.00'],
    [14_970_000, '149700.00'],
    [-7_612, '-76.12'],
  ])('writes %i paise as %s', (paise, rupees) => {
    expect(rupeesForCsv(paise)).toBe(rupees);
  });
});

describe('gstrDate', () => {
  it("writes India's day, which may be the next one in UTC", () => {
    expect(gstrDate('2026-03-31T20:00:00Z')).toBe('01-Apr-2026');
    expect(gstrDate('2026-01-15T10:30:00Z')).toBe('15-Jan-2026');
  });
});
