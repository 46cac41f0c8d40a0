/** Spacing on a 4px grid, in rem. */
export const space = {
  0: '0',
  half: '0.125rem',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
} as const;

export type Space = keyof typeof space;

/** Border and ring widths. */
export const borderWidths = { thin: '1px', thick: '2px', heavy: '3px', accent: '4px' } as const;

export const radii = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1.25rem',
  '2xl': '1.75rem',
  pill: '999px',
  round: '50%',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(11, 18, 32, 0.08)',
  md: '0 4px 12px rgba(11, 18, 32, 0.12)',
  lg: '0 12px 32px rgba(11, 18, 32, 0.18)',
  focus: '0 0 0 3px rgba(35, 136, 60, 0.45)',
  xl: '0 24px 64px rgba(11, 18, 32, 0.24)',
  inset: 'inset 0 1px 2px rgba(11, 18, 32, 0.08)',
} as const;

/**
 * Elevation, from the page (0) to a modal (4): each level a shadow that reads on a light surface.
 * Ink surfaces use a hairline border instead of a shadow, which a dark background would swallow.
 */
export const elevation = {
  0: 'none',
  1: '0 1px 2px rgba(11, 18, 32, 0.06), 0 1px 3px rgba(11, 18, 32, 0.08)',
  2: '0 2px 4px rgba(11, 18, 32, 0.06), 0 8px 20px rgba(11, 18, 32, 0.10)',
  3: '0 4px 8px rgba(11, 18, 32, 0.08), 0 16px 40px rgba(11, 18, 32, 0.16)',
  4: '0 8px 16px rgba(11, 18, 32, 0.10), 0 32px 80px rgba(11, 18, 32, 0.28)',
} as const;

/** Motion durations in ms; every animation stops under `prefers-reduced-motion: reduce`. */
export const durations = {
  instant: 0,
  fast: 120,
  normal: 200,
  slow: 400,
  slower: 700,
  stagger: 150,
  /** How long a count-up takes to land on its value. */
  countUp: 1600,
  /** One loop of a marquee strip. */
  marquee: 40000,
  /** How long a notice stays before it dismisses itself (paused while hovered or focused). */
  notice: 10000,
  /** How often a rotating stack moves on. */
  rotation: 3000,
} as const;

/** Named easings (Polaris' motion tokens): each says what kind of movement it is for. */
export const easings = {
  /** Most UI changes: quick to start, gentle to settle. */
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  /** Things arriving on screen (dialogs, drawers, toasts). */
  out: 'cubic-bezier(0, 0, 0.2, 1)',
  /** Things leaving the screen. */
  in: 'cubic-bezier(0.4, 0, 1, 1)',
  /** Large surfaces that travel far (drawers, the full-screen overlay). */
  emphasized: 'cubic-bezier(0.3, 0, 0, 1)',
  /** A small overshoot for a confirmation (Added to Cart's tick). */
  spring: 'cubic-bezier(0.34, 1.56, 0.64, 1)',
  /** Continuous loops (marquee, shimmer). */
  linear: 'linear',
} as const;

/** Responsive breakpoints of the spec, in px. */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1440 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries, mobile first: `${media.md} { ... }` applies from 768px up. */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const sizes = {
  container: '72rem',
  sidePanel: '24rem',
  dialog: '32rem',
  cartList: '16rem',
  notification: '24rem',
  prose: '40rem',
  overlayMinHeight: '36rem',
  badgeMin: '1.5rem',
  bannerText: '16rem',
  icon: { sm: '1rem', md: '1.25rem', lg: '1.5rem', xl: '2rem' },
  containerNarrow: '48rem',
  containerWide: '84rem',
  drawer: '26rem',
  bottomSheetMax: '85vh',
  avatar: { sm: '2rem', md: '2.5rem', lg: '3.5rem', xl: '5rem' },
  logo: { sm: '1.75rem', md: '2.25rem', lg: '3rem' },
  emptyState: '28rem',
  tableMin: '36rem',
  control: { sm: '2rem', md: '2.5rem', lg: '3rem' },
} as const;

export const zIndices = { base: 0, sticky: 100, panel: 200, overlay: 300, modal: 300, notification: 400 } as const;
