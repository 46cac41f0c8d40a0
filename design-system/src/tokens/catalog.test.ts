import { describe, expect, it } from 'vitest';
import * as colorModule from './colors';
import * as layoutModule from './layout';
import * as typographyModule from './typography';
import { COLOR_USAGE, TOKEN_GROUPS, tokenCatalog, tokenPaths } from './catalog';
import { contrastRatio } from './contrast';
import { cssVariables } from './cssVariables';

/**
 * Exports of the token modules that are not tokens of their own, and why: the Tokens page and
 * `:root` list everything else.
 */
const NOT_TOKENS: Record<string, string> = {
  media: 'media queries written from `breakpoints`, which the page lists',
};

const tokenExports = Object.entries({ ...colorModule, ...layoutModule, ...typographyModule }).filter(
  ([name, value]) => value !== null && typeof value === 'object' && !(name in NOT_TOKENS),
);

describe('the Tokens page data (tokenCatalog)', () => {
  const catalog = tokenCatalog();
  const listed = new Set(catalog.flatMap((section) => section.entries.map((entry) => entry.path)));

  it.each(tokenExports)('lists every token of %s', (name, value) => {
    const missing = tokenPaths(name, value as object).filter((path) => !listed.has(path));
    expect(missing).toEqual([]);
  });

  it('gives every token a distinct CSS variable, and :root carries each with its value', () => {
    const entries = catalog.flatMap((section) => section.entries);
    const variables = cssVariables();
    expect(new Set(entries.map((entry) => entry.variable)).size).toBe(entries.length);
    for (const entry of entries) expect(variables[entry.variable]).toBe(entry.value);
  });

  it('writes numbers with their unit where CSS needs one', () => {
    const values = cssVariables();
    expect(values['--ds-duration-normal']).toBe('200ms');
    expect(values['--ds-breakpoint-md']).toBe('768px');
    expect(values['--ds-z-modal']).toBe('300');
    expect(values['--ds-line-height-normal']).toBe('1.5');
    expect(values['--ds-palette-green500']).toBe('#4fd869');
  });

  it('knows the surfaces of every colour role written as #rrggbb', () => {
    const colors = catalog.find((section) => section.exportName === 'colors')!;
    const hexRoles = colors.entries.filter((entry) => /^#[0-9a-f]{6}$/i.test(entry.value));
    const withoutUsage = hexRoles.filter((entry) => !(entry.path.slice('colors.'.length) in COLOR_USAGE));
    expect(withoutUsage.map((entry) => entry.path)).toEqual([]);
    for (const entry of hexRoles) expect(entry.contrast?.length ?? 0).toBeGreaterThan(0);
  });

  it('computes each contrast from the two colours, not from a typed number', () => {
    const colors = catalog.find((section) => section.exportName === 'colors')!;
    const text = colors.entries.find((entry) => entry.path === 'colors.text')!;
    expect(text.contrast).toContainEqual({
      against: 'surface',
      againstValue: colorModule.colors.surface,
      ratio: contrastRatio(colorModule.colors.text, colorModule.colors.surface),
      passes: 'AA',
    });
    const onBrand = colors.entries.find((entry) => entry.path === 'colors.onBrand')!;
    expect(onBrand.contrast).toEqual([
      {
        against: 'brand',
        againstValue: colorModule.colors.brand,
        ratio: contrastRatio(colorModule.colors.onBrand, colorModule.colors.brand),
        passes: 'AA',
      },
    ]);
  });

  it('names each group after the module export it shows', () => {
    expect(TOKEN_GROUPS.map((group) => group.exportName).sort()).toEqual(tokenExports.map(([name]) => name).sort());
  });
});
