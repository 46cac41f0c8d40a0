/**
 * Fonts ship with the package (`@fontsource/*`): no font CDN, identical screenshots everywhere.
 * Until they arrive, a local font scaled to take their room (`fallbackFonts.css`) keeps the lines.
 */
export const fonts = {
  body: "'Inter', 'Inter fallback', 'Inter fallback Roboto', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  heading: "'Poppins', 'Poppins fallback', 'Poppins fallback Roboto', 'Inter', system-ui, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

/** Type scale in rem (1rem = 16px), roughly a 1.25 ratio. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
  '6xl': '3.75rem',
  '7xl': '4.5rem',
} as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const lineHeights = { display: 1.04, heading: 1.12, tight: 1.2, snug: 1.35, normal: 1.5, relaxed: 1.7 } as const;

/** Tracking: large type is set tighter, small capitals wider (Radix Themes' ramp does the same). */
export const letterSpacings = {
  tightest: '-0.035em',
  tighter: '-0.025em',
  tight: '-0.015em',
  normal: '0',
  wide: '0.01em',
  caps: '0.08em',
} as const;

export interface TypeStep {
  /** A `clamp()` for the steps that grow with the viewport, else a rem size. */
  fontSize: string;
  /** The size at the largest viewport, in px (what the design language page and tests read). */
  maxPx: number;
  lineHeight: number;
  letterSpacing: string;
  fontWeight: number;
  font: 'heading' | 'body';
  textTransform?: 'uppercase';
}

/**
 * The type ramp: each step carries its size, line height, tracking and weight together, so a
 * heading is never a size without its leading. Display tops out at 72 px on a wide screen and
 * shrinks fluidly to 44 px on a phone.
 */
export const typeRamp = {
  display: {
    fontSize: 'clamp(2.75rem, 1.6rem + 4.6vw, 4.5rem)',
    maxPx: 72,
    lineHeight: 1.04,
    letterSpacing: letterSpacings.tightest,
    fontWeight: 700,
    font: 'heading',
  },
  h1: {
    fontSize: 'clamp(2.25rem, 1.6rem + 2.6vw, 3.5rem)',
    maxPx: 56,
    lineHeight: 1.08,
    letterSpacing: letterSpacings.tighter,
    fontWeight: 700,
    font: 'heading',
  },
  h2: {
    fontSize: 'clamp(1.875rem, 1.45rem + 1.7vw, 2.75rem)',
    maxPx: 44,
    lineHeight: 1.12,
    letterSpacing: letterSpacings.tighter,
    fontWeight: 700,
    font: 'heading',
  },
  h3: {
    fontSize: 'clamp(1.5rem, 1.3rem + 0.8vw, 2rem)',
    maxPx: 32,
    lineHeight: 1.2,
    letterSpacing: letterSpacings.tight,
    fontWeight: 600,
    font: 'heading',
  },
  h4: {
    fontSize: '1.375rem',
    maxPx: 22,
    lineHeight: 1.3,
    letterSpacing: letterSpacings.tight,
    fontWeight: 600,
    font: 'heading',
  },
  h5: {
    fontSize: '1.125rem',
    maxPx: 18,
    lineHeight: 1.4,
    letterSpacing: letterSpacings.normal,
    fontWeight: 600,
    font: 'heading',
  },
  lead: {
    fontSize: '1.25rem',
    maxPx: 20,
    lineHeight: 1.55,
    letterSpacing: letterSpacings.tight,
    fontWeight: 400,
    font: 'body',
  },
  body: {
    fontSize: '1rem',
    maxPx: 16,
    lineHeight: 1.6,
    letterSpacing: letterSpacings.normal,
    fontWeight: 400,
    font: 'body',
  },
  small: {
    fontSize: '0.875rem',
    maxPx: 14,
    lineHeight: 1.5,
    letterSpacing: letterSpacings.normal,
    fontWeight: 400,
    font: 'body',
  },
  caption: {
    fontSize: '0.75rem',
    maxPx: 12,
    lineHeight: 1.4,
    letterSpacing: letterSpacings.wide,
    fontWeight: 500,
    font: 'body',
  },
  eyebrow: {
    fontSize: '0.8125rem',
    maxPx: 13,
    lineHeight: 1.3,
    letterSpacing: letterSpacings.caps,
    fontWeight: 600,
    font: 'body',
    textTransform: 'uppercase',
  },
} as const satisfies Record<string, TypeStep>;

export type TypeStepName = keyof typeof typeRamp;

export type FontSize = keyof typeof fontSizes;
