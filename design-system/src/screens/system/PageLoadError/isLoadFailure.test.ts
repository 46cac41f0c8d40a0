import { describe, expect, it } from 'vitest';
import { isLoadFailure } from './isLoadFailure';

describe('isLoadFailure', () => {
  it('recognises a page whose code could not be fetched, as each browser words it', () => {
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/AboutPage.js'))).toBe(
      true,
    );
    expect(isLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('tells a fault of the page itself apart', () => {
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(isLoadFailure(new Error('Failed to fetch dynamically imported module'))).toBe(false);
  });
});
