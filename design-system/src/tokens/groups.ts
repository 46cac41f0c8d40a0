import { colors, palette } from './colors';
import {
  borderWidths,
  breakpoints,
  durations,
  easings,
  elevation,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
} from './layout';
import { fontSizes, fontWeights, fonts, letterSpacings, lineHeights, typeRamp } from './typography';

/** One exported token module object, with the prefix of its CSS custom properties. */
export interface TokenGroup {
  /** The module export's name, which is also the first part of every token path (`colors.brand`). */
  exportName: string;
  /** `--ds-color`: each token becomes `--ds-color-brand-strong` and so on. */
  variablePrefix: string;
  values: object;
  /** How a number is written in CSS (durations in ms, breakpoints in px). */
  unit?: 'ms' | 'px';
}

/**
 * Every token module object, in the order of the Tokens page. `cssVariables()` writes exactly
 * these on `:root`, and `catalog.test.ts` fails when a module exports a token object missing here.
 * Kept apart from the page's words (`catalog.ts`) so the shop's bundle carries only this list.
 */
export const TOKEN_GROUPS = [
  { exportName: 'colors', variablePrefix: '--ds-color', values: colors },
  { exportName: 'palette', variablePrefix: '--ds-palette', values: palette },
  { exportName: 'typeRamp', variablePrefix: '--ds-type', values: typeRamp },
  { exportName: 'fonts', variablePrefix: '--ds-font', values: fonts },
  { exportName: 'fontSizes', variablePrefix: '--ds-font-size', values: fontSizes },
  { exportName: 'fontWeights', variablePrefix: '--ds-font-weight', values: fontWeights },
  { exportName: 'lineHeights', variablePrefix: '--ds-line-height', values: lineHeights },
  { exportName: 'letterSpacings', variablePrefix: '--ds-tracking', values: letterSpacings },
  { exportName: 'space', variablePrefix: '--ds-space', values: space },
  { exportName: 'sizes', variablePrefix: '--ds-size', values: sizes },
  { exportName: 'radii', variablePrefix: '--ds-radius', values: radii },
  { exportName: 'borderWidths', variablePrefix: '--ds-border-width', values: borderWidths },
  { exportName: 'elevation', variablePrefix: '--ds-elevation', values: elevation },
  { exportName: 'shadows', variablePrefix: '--ds-shadow', values: shadows },
  { exportName: 'durations', variablePrefix: '--ds-duration', values: durations, unit: 'ms' },
  { exportName: 'easings', variablePrefix: '--ds-easing', values: easings },
  { exportName: 'zIndices', variablePrefix: '--ds-z', values: zIndices },
  { exportName: 'breakpoints', variablePrefix: '--ds-breakpoint', values: breakpoints, unit: 'px' },
] as const satisfies readonly TokenGroup[];

export type TokenGroupName = (typeof TOKEN_GROUPS)[number]['exportName'];

export interface TokenVariable {
  /** `colors.danger.soft`, as code reads it through the theme (`theme.colors.danger.soft`). */
  path: string;
  /** The path below the group (`danger.soft`). */
  local: string;
  /** `--ds-color-danger-soft`, written on `:root` by `GlobalStyle`. */
  variable: string;
  /** The value as CSS reads it (`#fdeeee`, `200ms`, `768px`). */
  value: string;
}

/** `brandStrong` → `brand-strong`. */
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Every leaf of a token object, with its path below the object. */
function leaves(value: unknown, path: string[] = []): { path: string[]; value: unknown }[] {
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, key]));
  return [{ path, value }];
}

/** Leaves of a module export as dotted paths (`colors.danger.soft`): what the tokens test compares. */
export const tokenPaths = (exportName: string, values: object) =>
  leaves(values).map((leaf) => [exportName, ...leaf.path].join('.'));

/** The tokens of one group, each with its variable and its CSS value. */
export function tokenVariables(group: TokenGroup): TokenVariable[] {
  return leaves(group.values).map(({ path, value }) => ({
    path: [group.exportName, ...path].join('.'),
    local: path.join('.'),
    variable: [group.variablePrefix, ...path.map(kebab)].join('-'),
    value: typeof value === 'number' && group.unit ? `${value}${group.unit}` : String(value),
  }));
}
