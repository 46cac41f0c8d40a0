import { describe, expect, it } from 'vitest';
import { safeImageFileName } from './support.js';

describe('safeImageFileName', () => {
  it('keeps letters, digits, - and _ of the name and gives the checked type its extension', () => {
    expect(safeImageFileName('../../etc/pass"wd.png', 'image/png')).toBe('etc-pass-wd.png');
    expect(safeImageFileName('Screen Shot 2026-11-20 at 10.15.gif', 'image/webp')).toBe(
      'Screen-Shot-2026-11-20-at-10-15.webp',
    );
    expect(safeImageFileName('photo.jpeg', 'image/jpeg')).toBe('photo.jpg');
    expect(safeImageFileName('"";.png', 'image/png')).toBe('screenshot.png');
  });
});
