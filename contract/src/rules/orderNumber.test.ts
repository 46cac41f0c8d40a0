import { describe, expect, it } from 'vitest';
import { shortOrderNumber } from './orderNumber.js';

describe('shortOrderNumber', () => {
  it("reads a UUID's first eight hex digits in upper case", () => {
    expect(shortOrderNumber('3f2a9c1b-5d6e-4f70-8a9b-0c1d2e3f4a5b')).toBe('#3F2A9C1B');
  });

  it('drops a word prefix and anything that is not a letter or digit', () => {
    expect(shortOrderNumber('ord_0007')).toBe('#0007');
    expect(shortOrderNumber('ord_seed_1')).toBe('#SEED1');
    expect(shortOrderNumber('12ab_cd34')).toBe('#12ABCD34');
  });
});
