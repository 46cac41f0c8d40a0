/** Fonts ship with the package (`@fontsource/*`): no font CDN, identical screenshots everywhere. */
export const fonts = {
  body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  heading: "'Poppins', 'Inter', system-ui, sans-serif",
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
} as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const lineHeights = { tight: 1.2, snug: 1.35, normal: 1.5, relaxed: 1.7 } as const;

export type FontSize = keyof typeof fontSizes;
