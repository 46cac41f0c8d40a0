#!/usr/bin/env node
// Writes src/tokens/fallbackFonts.css: for each weight of Inter and Poppins the page uses, a local
// font scaled to take the same room (Capsize's size-adjust and ascent, descent and line-gap
// overrides), shown until the web font arrives. Text then keeps its lines when the web font swaps
// in, and nothing below it moves.
//
// Two kinds of fallback: Arial (Windows, macOS, iOS; Liberation Sans, Arial's metric twin, on
// Linux) and Roboto (Android). Each face is limited to the web fonts' Latin range, so a character
// they lack (₹ is not in their Latin subset) still falls through to the system font as before.
//
// Usage: node design-system/scripts/fallback-fonts.mjs (tokens/fallbackFonts.test.ts fails when the
// file and this script disagree).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection as metrics } from '@capsizecss/metrics/entireMetricsCollection';
import { format, resolveConfig } from 'prettier';

export const CSS_FILE = fileURLToPath(new URL('../src/tokens/fallbackFonts.css', import.meta.url));

/** Fontsource's Latin subset, the characters the bundled files hold. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const WEIGHTS = [400, 500, 600, 700];

/** The web fonts, by the name the tokens give them. */
const FAMILIES = { Inter: metrics.inter, Poppins: metrics.poppins };

/** Local fonts to stand in, each with the face closest to a weight and the names it goes by. */
const FALLBACKS = [
  {
    suffix: 'fallback',
    face: (weight) => (weight >= 600 ? metrics.arial.variants['700'] : metrics.arial.variants.regular),
    // Liberation Sans has Arial's widths and vertical metrics, so Arial's figures hold for it.
    names: (weight) =>
      weight >= 600
        ? ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold']
        : ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
  },
  {
    suffix: 'fallback Roboto',
    face: (weight) => metrics.roboto.variants[weight >= 600 ? '700' : weight === 500 ? '500' : 'regular'],
    names: (weight) =>
      weight >= 600
        ? ['Roboto Bold', 'Roboto-Bold']
        : weight === 500
          ? ['Roboto Medium', 'Roboto-Medium']
          : ['Roboto', 'Roboto-Regular'],
  },
];

/** The font-family names to put after each web font in the tokens, in order. */
export const fallbackFamilies = (family) => FALLBACKS.map(({ suffix }) => `${family} ${suffix}`);

/** The stylesheet's text, formatted as the repository's other files. */
export async function fallbackFontFaces() {
  const rules = [];
  for (const [family, familyMetrics] of Object.entries(FAMILIES)) {
    for (const fallback of FALLBACKS) {
      for (const weight of WEIGHTS) {
        const { fontFaces } = createFontStack(
          [familyMetrics.variants[weight === 400 ? 'regular' : String(weight)], fallback.face(weight)],
          {
            fontFaceFormat: 'styleObject',
          },
        );
        const { fontFamily: _capsizeName, src: _capsizeSource, ...overrides } = fontFaces[0]['@font-face'];
        const declarations = {
          'font-family': `'${family} ${fallback.suffix}'`,
          'font-style': 'normal',
          'font-weight': weight,
          src: fallback
            .names(weight)
            .map((name) => `local('${name}')`)
            .join(', '),
          'size-adjust': overrides.sizeAdjust,
          'ascent-override': overrides.ascentOverride,
          'descent-override': overrides.descentOverride,
          'line-gap-override': overrides.lineGapOverride,
          'unicode-range': LATIN,
        };
        const body = Object.entries(declarations)
          .filter(([, value]) => value !== undefined)
          .map(([property, value]) => `  ${property}: ${value};`);
        rules.push(`@font-face {\n${body.join('\n')}\n}`);
      }
    }
  }
  const css = `/* Written by design-system/scripts/fallback-fonts.mjs: do not edit. */\n${rules.join('\n')}\n`;
  return format(css, { ...(await resolveConfig(CSS_FILE)), parser: 'css' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(CSS_FILE, await fallbackFontFaces());
  console.log(`wrote ${CSS_FILE}`);
}
