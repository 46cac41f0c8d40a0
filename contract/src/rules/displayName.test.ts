import { describe, expect, it } from 'vitest';
import { displayName } from './displayName.js';

describe('displayName', () => {
  it('prefers the name', () => {
    expect(displayName({ name: 'Asha Rao', username: 'asha', email: 'asha@example.in' })).toBe('Asha Rao');
  });

  it('falls back to the username', () => {
    expect(displayName({ name: '', username: 'asha', email: 'asha@example.in' })).toBe('asha');
  });

  it('falls back to the part of the e-mail before the at-sign', () => {
    expect(displayName({ name: '  ', email: 'rohan.k@example.in' })).toBe('rohan.k');
  });

  it('says User when nothing names them', () => {
    expect(displayName({})).toBe('User');
    expect(displayName({ email: '@example.in' })).toBe('User');
    expect(displayName(null)).toBe('User');
    expect(displayName(undefined)).toBe('User');
  });
});
