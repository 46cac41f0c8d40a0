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
  pill: '999px',
  round: '50%',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(11, 18, 32, 0.08)',
  md: '0 4px 12px rgba(11, 18, 32, 0.12)',
  lg: '0 12px 32px rgba(11, 18, 32, 0.18)',
  focus: '0 0 0 3px rgba(29, 78, 216, 0.45)',
} as const;

/** Motion durations in ms; every animation stops under `prefers-reduced-motion: reduce`. */
export const durations = { fast: 120, normal: 200, slow: 400, stagger: 150 } as const;

export const easings = { standard: 'cubic-bezier(0.2, 0, 0, 1)', out: 'cubic-bezier(0, 0, 0.2, 1)' } as const;

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
  icon: { sm: '1rem', md: '1.25rem', lg: '1.5rem' },
  control: { sm: '2rem', md: '2.5rem', lg: '3rem' },
} as const;

export const zIndices = { base: 0, sticky: 100, panel: 200, overlay: 300, notification: 400 } as const;
