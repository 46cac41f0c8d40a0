import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, STATE_CODES, findState, isStateCode, stateLabel } from './indianStates.js';

describe('the states and union territories of India', () => {
  it('lists 28 states and 8 union territories, each with its own two-digit GST state code', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(INDIAN_STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.kind === 'union territory')).toHaveLength(8);
    expect(new Set(STATE_CODES).size).toBe(36);
    expect(new Set(INDIAN_STATES.map((s) => s.name)).size).toBe(36);
    for (const code of STATE_CODES) expect(code).toMatch(/^\d{2}$/);
  });

  it('uses the codes GSTINs begin with: 01-24, 26, 27, 29-38 (25 merged into 26; 28 retired)', () => {
    const expected = [
      ...Array.from({ length: 24 }, (_, i) => i + 1),
      26,
      27,
      ...Array.from({ length: 10 }, (_, i) => i + 29),
    ]
      .map((n) => String(n).padStart(2, '0'))
      .sort();
    expect([...STATE_CODES].sort()).toEqual(expected);
    expect(findState('27')?.name).toBe('Maharashtra');
    expect(findState('29')?.name).toBe('Karnataka');
    expect(findState('07')?.name).toBe('Delhi');
    expect(findState('36')?.name).toBe('Telangana');
    expect(findState('37')?.name).toBe('Andhra Pradesh');
    expect(findState('38')?.name).toBe('Ladakh');
  });

  it('is sorted by name, as the billing form shows it', () => {
    const names = INDIAN_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('knows its codes and nothing else', () => {
    expect(isStateCode('27')).toBe(true);
    for (const code of ['25', '28', '00', '39', '97', '99', '7', 'MH', '']) expect(isStateCode(code)).toBe(false);
    expect(stateLabel('33')).toBe('Tamil Nadu (33)');
    expect(stateLabel('25' as Parameters<typeof stateLabel>[0])).toBe('25 (25)');
  });
});
