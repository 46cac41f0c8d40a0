// The DefaultTheme augmentation travels with the theme to every program that uses it.
import type {} from './styled';
import { colors, palette } from './colors';
import {
  borderWidths,
  breakpoints,
  durations,
  easings,
  elevation,
  media,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
} from './layout';
import { fontSizes, fontWeights, fonts, letterSpacings, lineHeights, typeRamp } from './typography';

/** The one theme of the store, read by every styled component through `props.theme`. */
export const theme = {
  colors,
  palette,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  typeRamp,
  space,
  radii,
  borderWidths,
  shadows,
  elevation,
  durations,
  easings,
  breakpoints,
  media,
  sizes,
  zIndices,
} as const;

export type Theme = typeof theme;
