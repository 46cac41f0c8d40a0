import { colors, palette } from './colors';
import { contrastRatio } from './contrast';
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

/** How a group's values are shown: the Tokens page draws a swatch, a bar, a shadow… per kind. */
export type TokenKind =
  | 'color'
  | 'font'
  | 'fontSize'
  | 'fontWeight'
  | 'lineHeight'
  | 'tracking'
  | 'typeStep'
  | 'space'
  | 'size'
  | 'radius'
  | 'borderWidth'
  | 'shadow'
  | 'duration'
  | 'easing'
  | 'zIndex'
  | 'breakpoint';

/** One exported token module object, with the prefix of its CSS custom properties. */
export interface TokenGroup {
  /** The module export's name, which is also the first part of every token path (`colors.brand`). */
  exportName: string;
  title: string;
  description: string;
  /** `--ds-color`: each token becomes `--ds-color-brand-strong` and so on. */
  variablePrefix: string;
  kind: TokenKind;
  values: object;
  /** How a number is written in CSS (durations in ms, breakpoints in px). */
  unit?: 'ms' | 'px';
}

/**
 * Every token module object, in the order of the Tokens page. `cssVariables()` writes exactly
 * these on `:root`, and `tokens.test.ts` fails when a module exports a token object missing here.
 */
export const TOKEN_GROUPS: readonly TokenGroup[] = [
  {
    exportName: 'colors',
    title: 'Colour roles',
    description: 'What components read: a role says where a colour is used, never which colour it is.',
    variablePrefix: '--ds-color',
    kind: 'color',
    values: colors,
  },
  {
    exportName: 'palette',
    title: 'Palette',
    description: 'The raw colours the roles are made of. Components never read these directly.',
    variablePrefix: '--ds-palette',
    kind: 'color',
    values: palette,
  },
  {
    exportName: 'typeRamp',
    title: 'Type ramp',
    description: 'Each step carries its size, leading, tracking and weight together. Fluid steps use clamp().',
    variablePrefix: '--ds-type',
    kind: 'typeStep',
    values: typeRamp,
  },
  {
    exportName: 'fonts',
    title: 'Font families',
    description: 'Inter for text, Poppins for headings; both ship with the package.',
    variablePrefix: '--ds-font',
    kind: 'font',
    values: fonts,
  },
  {
    exportName: 'fontSizes',
    title: 'Font sizes',
    description: 'The scale in rem (1rem = 16px), about a 1.25 ratio.',
    variablePrefix: '--ds-font-size',
    kind: 'fontSize',
    values: fontSizes,
  },
  {
    exportName: 'fontWeights',
    title: 'Font weights',
    description: 'The four weights the fonts are bundled in.',
    variablePrefix: '--ds-font-weight',
    kind: 'fontWeight',
    values: fontWeights,
  },
  {
    exportName: 'lineHeights',
    title: 'Line heights',
    description: 'Unitless leading: tight for display type, relaxed for long reading.',
    variablePrefix: '--ds-line-height',
    kind: 'lineHeight',
    values: lineHeights,
  },
  {
    exportName: 'letterSpacings',
    title: 'Letter spacing',
    description: 'Large type is set tighter, small capitals wider.',
    variablePrefix: '--ds-tracking',
    kind: 'tracking',
    values: letterSpacings,
  },
  {
    exportName: 'space',
    title: 'Spacing',
    description: 'A 4px grid, in rem.',
    variablePrefix: '--ds-space',
    kind: 'space',
    values: space,
  },
  {
    exportName: 'sizes',
    title: 'Sizes',
    description: 'Widths and heights of containers, panels, controls, icons and avatars.',
    variablePrefix: '--ds-size',
    kind: 'size',
    values: sizes,
  },
  {
    exportName: 'radii',
    title: 'Radii',
    description: 'Corner rounding, from square to a pill.',
    variablePrefix: '--ds-radius',
    kind: 'radius',
    values: radii,
  },
  {
    exportName: 'borderWidths',
    title: 'Border widths',
    description: 'Hairlines, rings and accent bars.',
    variablePrefix: '--ds-border-width',
    kind: 'borderWidth',
    values: borderWidths,
  },
  {
    exportName: 'elevation',
    title: 'Elevation',
    description: 'From the page (0) to a modal (4). Ink surfaces use a hairline border instead.',
    variablePrefix: '--ds-elevation',
    kind: 'shadow',
    values: elevation,
  },
  {
    exportName: 'shadows',
    title: 'Shadows',
    description: 'Single shadows for cards, the focus glow and sunken fields.',
    variablePrefix: '--ds-shadow',
    kind: 'shadow',
    values: shadows,
  },
  {
    exportName: 'durations',
    title: 'Motion: durations',
    description: 'Every animation stops under prefers-reduced-motion: reduce.',
    variablePrefix: '--ds-duration',
    kind: 'duration',
    values: durations,
    unit: 'ms',
  },
  {
    exportName: 'easings',
    title: 'Motion: easings',
    description: 'Named for the movement they are for.',
    variablePrefix: '--ds-easing',
    kind: 'easing',
    values: easings,
  },
  {
    exportName: 'zIndices',
    title: 'Z-index',
    description: 'The stacking order of the fixed and floating layers.',
    variablePrefix: '--ds-z',
    kind: 'zIndex',
    values: zIndices,
  },
  {
    exportName: 'breakpoints',
    title: 'Breakpoints',
    description: 'Mobile first: media.md applies from 768px up. CSS variables cannot appear in @media; use media.*.',
    variablePrefix: '--ds-breakpoint',
    kind: 'breakpoint',
    values: breakpoints,
    unit: 'px',
  },
];

/** A contrast ratio of a colour token against one surface it is used with. */
export interface ContrastCheck {
  /** The role (or palette entry) on the other side: `surface`, `danger.soft`. */
  against: string;
  /** Its colour, `#rrggbb`. */
  againstValue: string;
  ratio: number;
  /** WCAG 2 AA: 4.5 for text, 3 for large text and the boundaries of controls. */
  passes: 'AA' | 'AA large' | 'fails';
}

export interface TokenEntry {
  /** `colors.danger.soft`, as code reads it through the theme (`theme.colors.danger.soft`). */
  path: string;
  /** `--ds-color-danger-soft`, written on `:root` by `GlobalStyle`. */
  variable: string;
  /** The value as CSS reads it (`#fdeeee`, `200ms`, `768px`). */
  value: string;
  /** Only for colours written as `#rrggbb`. */
  contrast?: ContrastCheck[];
}

export interface TokenSection extends TokenGroup {
  entries: TokenEntry[];
}

/** `brandStrong` → `brand-strong`. */
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Every leaf of a token object, with its dotted path below the object. */
function leaves(value: unknown, path: string[] = []): { path: string[]; value: unknown }[] {
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, key]));
  return [{ path, value }];
}

/** Leaves of a module export as dotted paths (`colors.danger.soft`): what the tokens test compares. */
export const tokenPaths = (exportName: string, values: object) =>
  leaves(values).map((leaf) => [exportName, ...leaf.path].join('.'));

const cssValue = (value: unknown, unit: TokenGroup['unit']) =>
  typeof value === 'number' && unit ? `${value}${unit}` : String(value);

/**
 * The surfaces each colour role is used with, by role path: text and borders against what they sit
 * on, a surface against the text set on it. A role missing here shows no contrast, and
 * `tokens.test.ts` fails, so a new role gets its pairs when it is added.
 */
export const COLOR_USAGE: Readonly<Record<string, readonly string[]>> = {
  brand: ['onBrand', 'surfaceInk'],
  brandStrong: ['surface', 'background', 'brandSoft'],
  brandSoft: ['text', 'brandStrong'],
  onBrand: ['brand'],
  background: ['text', 'textMuted'],
  surface: ['text', 'textMuted'],
  surfaceInverse: ['textInverse', 'textOnInkMuted'],
  text: ['surface', 'background', 'surfaceSunken'],
  textMuted: ['surface', 'background', 'surfaceSunken'],
  textInverse: ['surfaceInk', 'surfaceInkRaised', 'danger.strong'],
  border: ['surface', 'background'],
  borderSubtle: ['surface', 'background'],
  focus: ['surface', 'background', 'surfaceInk', 'surfaceInkDeep'],
  borderInput: ['surface', 'background', 'surfaceSunken'],
  surfaceInk: ['textInverse', 'textOnInkMuted', 'accentOnInk'],
  surfaceInkRaised: ['textInverse', 'textOnInkMuted', 'accentOnInk'],
  surfaceInkDeep: ['textInverse', 'textOnInkMuted', 'accentOnInk'],
  textOnInkMuted: ['surfaceInk', 'surfaceInkRaised', 'surfaceInkDeep'],
  accentOnInk: ['surfaceInk', 'surfaceInkRaised', 'surfaceInkDeep'],
  borderOnInk: ['surfaceInk', 'surfaceInkRaised'],
  surfaceSunken: ['text', 'textMuted'],
  'disabled.background': ['disabled.text'],
  'disabled.text': ['disabled.background'],
  'disabled.border': ['disabled.background', 'surface'],
  'success.text': ['success.soft', 'surface'],
  'success.soft': ['success.text'],
  'success.strong': ['surface', 'success.soft'],
  'danger.text': ['danger.soft', 'surface'],
  'danger.soft': ['danger.text'],
  'danger.strong': ['surface', 'danger.soft', 'textInverse'],
  'warning.text': ['warning.soft', 'surface'],
  'warning.soft': ['warning.text'],
  'warning.strong': ['surface', 'warning.soft'],
  'info.text': ['info.soft', 'surface'],
  'info.soft': ['info.text'],
  'info.strong': ['surface', 'info.soft'],
  star: ['surface', 'background'],
  starEmpty: ['surface'],
};

/** Palette entries are checked against the two ends of the shop's surfaces. */
export const PALETTE_SURFACES = ['white', 'ink900'] as const;

const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

const lookup = (source: object, path: string): string | undefined => {
  const found = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], source);
  return typeof found === 'string' ? found : undefined;
};

/** The WCAG grade of a ratio: AA for text at 4.5, AA large (and control boundaries) at 3. */
export const wcagGrade = (ratio: number): ContrastCheck['passes'] =>
  ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large' : 'fails';

function contrastOf(group: TokenGroup, path: string, value: string): ContrastCheck[] | undefined {
  if (group.kind !== 'color' || !isHex(value)) return undefined;
  const againstPaths = group.exportName === 'palette' ? PALETTE_SURFACES : COLOR_USAGE[path];
  if (!againstPaths) return undefined;
  return againstPaths.flatMap((against) => {
    const other = lookup(group.values, against);
    if (!other || !isHex(other)) return [];
    const ratio = contrastRatio(value, other);
    return [{ against, againstValue: other, ratio, passes: wcagGrade(ratio) }];
  });
}

/** The Tokens page's data: every group, every token with its variable, value and contrast. */
export function tokenCatalog(): TokenSection[] {
  return TOKEN_GROUPS.map((group) => ({
    ...group,
    entries: leaves(group.values).map(({ path, value }) => {
      const local = path.join('.');
      const text = cssValue(value, group.unit);
      const contrast = contrastOf(group, local, text);
      return {
        path: [group.exportName, ...path].join('.'),
        variable: [group.variablePrefix, ...path.map(kebab)].join('-'),
        value: text,
        ...(contrast ? { contrast } : {}),
      };
    }),
  }));
}
