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

/**
 * The one theme of the store. Styles import it (`${theme.space[2]}`), so a component whose CSS reads
 * no props is static; `ThemeProvider` gives the same object to the styles that do read props.
 */
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
