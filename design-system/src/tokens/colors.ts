/**
 * The palette. Contrast was chosen for WCAG AA: `text` on `background` and `surface`, `onBrand`
 * on `brand`, and every tone's `text` on its `soft` background all reach 4.5:1.
 */
export const palette = {
  green50: '#effcf2',
  green100: '#d6f7dd',
  green300: '#8fe8a0',
  green500: '#4fd869',
  green600: '#23883c',
  green700: '#1f7a34',
  green900: '#0f3d1b',
  ink950: '#060a13',
  ink900: '#0b1220',
  ink800: '#141c2b',
  ink600: '#3a4456',
  ink700: '#273244',
  ink500: '#4b5567',
  ink400: '#6b7485',
  ink200: '#cdd3dc',
  ink300: '#aab2bf',
  ink100: '#e6e9ee',
  ink50: '#f5f7fa',
  white: '#ffffff',
  red50: '#fdeeee',
  red600: '#c62828',
  red800: '#8e1c1c',
  amber50: '#fff6e0',
  amber800: '#7a4b00',
  blue50: '#eaf2ff',
  blue700: '#1d4ed8',
} as const;

/** Colours by role: components read these, never the palette directly. */
export const colors = {
  brand: palette.green500,
  brandStrong: palette.green700,
  brandSoft: palette.green50,
  onBrand: palette.ink900,
  background: palette.ink50,
  surface: palette.white,
  surfaceInverse: palette.ink900,
  text: palette.ink900,
  textMuted: palette.ink500,
  textInverse: palette.white,
  border: palette.ink300,
  borderSubtle: palette.ink100,
  /** The focus ring: a deep brand green that reaches 3:1 on every light and ink surface. */
  focus: palette.green600,
  /** Borders of form controls: 3:1 against every surface a field sits on (WCAG 1.4.11). */
  borderInput: palette.ink400,
  /** The ink surfaces of the hero, footer and inverse sections, and their text. */
  surfaceInk: palette.ink900,
  surfaceInkRaised: palette.ink800,
  surfaceInkDeep: palette.ink950,
  textOnInkMuted: palette.ink200,
  accentOnInk: palette.green500,
  borderOnInk: palette.ink600,
  surfaceSunken: palette.ink50,
  /** Real disabled controls: flat, grey, still legible (not the accent at lower opacity). */
  disabled: { background: palette.ink100, text: palette.ink500, border: palette.ink200 },
  overlay: 'rgba(11, 18, 32, 0.6)',
  success: { text: palette.green900, soft: palette.green100, strong: palette.green700 },
  danger: { text: palette.red800, soft: palette.red50, strong: palette.red600 },
  warning: { text: palette.amber800, soft: palette.amber50, strong: palette.amber800 },
  info: { text: palette.blue700, soft: palette.blue50, strong: palette.blue700 },
  star: '#b45309',
  starEmpty: palette.ink300,
} as const;

export type Tone = 'success' | 'danger' | 'warning' | 'info';
