import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, isValidGstin, isValidPinCode } from './gstin.js';

describe('GSTIN validation', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '27AAACP1234Q1Z8', '07AAAFD0000A1ZR', '24AAACC1206D1ZM'])(
    'accepts %s, whose check character is right',
    (gstin) => {
      expect(gstinProblem(gstin)).toBeNull();
      expect(isValidGstin(gstin)).toBe(true);
    },
  );

  it('computes the check character by GSTN’s mod-36 algorithm', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(() => gstinCheckCharacter('27aapfu0939f1z')).toThrow(new RangeError('Not a GSTIN character: a'));
    expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false);
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('refuses every other check character of a valid GSTIN', () => {
    const first14 = '27AAPFU0939F1Z';
    for (const check of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      if (check === 'V') continue;
      expect(gstinProblem(first14 + check)).toBe('checkCharacter');
    }
  });

  it('catches one mistyped character or two swapped neighbours', () => {
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe('checkCharacter');
    expect(gstinProblem('27AAPFU9039F1ZV')).toBe('checkCharacter');
  });

  it.each([
    ['', 'format'],
    ['27AAPFU0939F1Z', 'format'],
    ['27AAPFU0939F1ZVV', 'format'],
    ['27aapfu0939f1zv', 'format'],
    ['27AAPFU0939F1XV', 'format'],
    ['27AAPF10939F1ZV', 'format'],
    ['27AAPFU0939F0ZV', 'format'],
    [' 27AAPFU0939F1ZV', 'format'],
  ])('refuses %j as not shaped like a GSTIN', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it('refuses a state code that is not one of the 36, even with a matching check character', () => {
    for (const state of ['00', '25', '28', '39', '97', '99']) {
      const first14 = `${state}AAPFU0939F1Z`;
      expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBe('state');
    }
  });
});

describe('PIN codes', () => {
  it.each(['110001', '400001', '560034', '999999', '100000'])('accepts %s', (pin) => {
    expect(isValidPinCode(pin)).toBe(true);
  });
  it.each(['012345', '11000', '1100011', '11000a', ' 110001', '110 001', ''])('refuses %j', (pin) => {
    expect(isValidPinCode(pin)).toBe(false);
  });
});
