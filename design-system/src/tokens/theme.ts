// The DefaultTheme augmentation travels with the theme to every program that uses it.
import type {} from './styled';
import { colors, palette } from './colors';
import { borderWidths, breakpoints, durations, easings, media, radii, shadows, sizes, space, zIndices } from './layout';
import { fontSizes, fontWeights, fonts, lineHeights } from './typography';

/** The one theme of the store, read by every styled component through `props.theme`. */
export const theme = {
  colors,
  palette,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  borderWidths,
  shadows,
  durations,
  easings,
  breakpoints,
  media,
  sizes,
  zIndices,
} as const;

export type Theme = typeof theme;
