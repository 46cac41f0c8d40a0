import { describe, expect, it } from 'vitest';
import { amountInWords, numberInIndianWords } from './amountInWords.js';

describe('numbers in Indian words', () => {
  it.each([
    [0, 'Zero'],
    [3, 'Three'],
    [7, 'Seven'],
    [8, 'Eight'],
    [13, 'Thirteen'],
    [14, 'Fourteen'],
    [15, 'Fifteen'],
    [16, 'Sixteen'],
    [17, 'Seventeen'],
    [18, 'Eighteen'],
    [19, 'Nineteen'],
    [60, 'Sixty'],
    [20, 'Twenty'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [499, 'Four Hundred Ninety-Nine'],
    [1_000, 'One Thousand'],
    [1_497, 'One Thousand Four Hundred Ninety-Seven'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_00_000, 'One Lakh'],
    [1_49_700, 'One Lakh Forty-Nine Thousand Seven Hundred'],
    [10_00_005, 'Ten Lakh Five'],
    [1_00_00_000, 'One Crore'],
    [12_34_56_789, 'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'],
    [1_000_00_00_000, 'One Thousand Crore'],
  ])('%d is %s', (n, words) => {
    expect(numberInIndianWords(n)).toBe(words);
  });

  it('refuses what is not a whole non-negative number', () => {
    expect(() => numberInIndianWords(-1)).toThrow(RangeError);
    expect(() => numberInIndianWords(1.5)).toThrow(RangeError);
  });
});

describe('amounts in words', () => {
  it.each([
    [49_900, 'Rupees Four Hundred Ninety-Nine Only'],
    [42_289, 'Rupees Four Hundred Twenty-Two and Eighty-Nine Paise Only'],
    [7_611, 'Rupees Seventy-Six and Eleven Paise Only'],
    [1, 'Rupees Zero and One Paise Only'],
    [0, 'Rupees Zero Only'],
    [1_49_700_00, 'Rupees One Lakh Forty-Nine Thousand Seven Hundred Only'],
  ])('%d paise is %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses what is not whole non-negative paise, saying what it got', () => {
    expect(() => amountInWords(-100)).toThrow(new RangeError('Not whole paise: -100'));
    expect(() => amountInWords(1.5)).toThrow(new RangeError('Not whole paise: 1.5'));
    expect(() => numberInIndianWords(-1)).toThrow(new RangeError('Not a whole number: -1'));
  });
});
