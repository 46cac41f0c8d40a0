import { contrastRatio } from './contrast';
import { TOKEN_GROUPS, tokenVariables, type TokenGroup, type TokenGroupName, type TokenVariable } from './groups';

export { TOKEN_GROUPS, tokenPaths, type TokenGroup, type TokenVariable } from './groups';

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

/** What the Tokens page says of each group, and how it pictures its values. */
export const GROUP_TEXT: Record<TokenGroupName, { title: string; description: string; kind: TokenKind }> = {
  colors: {
    title: 'Colour roles',
    description: 'What components read: a role says where a colour is used, never which colour it is.',
    kind: 'color',
  },
  palette: {
    title: 'Palette',
    description: 'The raw colours the roles are made of. Components never read these directly.',
    kind: 'color',
  },
  typeRamp: {
    title: 'Type ramp',
    description: 'Each step carries its size, leading, tracking and weight together. Fluid steps use clamp().',
    kind: 'typeStep',
  },
  fonts: {
    title: 'Font families',
    description: 'Inter for text, Poppins for headings; both ship with the package.',
    kind: 'font',
  },
  fontSizes: {
    title: 'Font sizes',
    description: 'The scale in rem (1rem = 16px), about a 1.25 ratio.',
    kind: 'fontSize',
  },
  fontWeights: {
    title: 'Font weights',
    description: 'The four weights the fonts are bundled in.',
    kind: 'fontWeight',
  },
  lineHeights: {
    title: 'Line heights',
    description: 'Unitless leading: tight for display type, relaxed for long reading.',
    kind: 'lineHeight',
  },
  letterSpacings: {
    title: 'Letter spacing',
    description: 'Large type is set tighter, small capitals wider.',
    kind: 'tracking',
  },
  space: {
    title: 'Spacing',
    description: 'A 4px grid, in rem.',
    kind: 'space',
  },
  sizes: {
    title: 'Sizes',
    description: 'Widths and heights of containers, panels, controls, icons and avatars.',
    kind: 'size',
  },
  radii: {
    title: 'Radii',
    description: 'Corner rounding, from square to a pill.',
    kind: 'radius',
  },
  borderWidths: {
    title: 'Border widths',
    description: 'Hairlines, rings and accent bars.',
    kind: 'borderWidth',
  },
  elevation: {
    title: 'Elevation',
    description: 'From the page (0) to a modal (4). Ink surfaces use a hairline border instead.',
    kind: 'shadow',
  },
  shadows: {
    title: 'Shadows',
    description: 'Single shadows for cards, the focus glow and sunken fields.',
    kind: 'shadow',
  },
  durations: {
    title: 'Motion: durations',
    description: 'Every animation stops under prefers-reduced-motion: reduce.',
    kind: 'duration',
  },
  easings: {
    title: 'Motion: easings',
    description: 'Named for the movement they are for.',
    kind: 'easing',
  },
  zIndices: {
    title: 'Z-index',
    description: 'The stacking order of the fixed and floating layers.',
    kind: 'zIndex',
  },
  breakpoints: {
    title: 'Breakpoints',
    description: 'Mobile first: media.md applies from 768px up. CSS variables cannot appear in @media; use media.*.',
    kind: 'breakpoint',
  },
};

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

export interface TokenEntry extends TokenVariable {
  /** Only for colours written as `#rrggbb`. */
  contrast?: ContrastCheck[];
}

export interface TokenSection extends TokenGroup {
  title: string;
  description: string;
  kind: TokenKind;
  entries: TokenEntry[];
}

/**
 * The surfaces each colour role is used with, by role path: text and borders against what they sit
 * on, a surface against the text set on it. A role missing here shows no contrast, and
 * `catalog.test.ts` fails, so a new role gets its pairs when it is added.
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
  if (!['colors', 'palette'].includes(group.exportName) || !isHex(value)) return undefined;
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
    ...GROUP_TEXT[group.exportName],
    entries: tokenVariables(group).map((token) => {
      const contrast = contrastOf(group, token.local, token.value);
      return contrast ? { ...token, contrast } : token;
    }),
  }));
}
