import { colors } from './colors';
import { durations, easings, elevation, radii, shadows, space } from './layout';
import { fonts, letterSpacings, typeRamp } from './typography';

/** `brandStrong` → `brand-strong`. */
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function flatten(prefix: string, value: unknown, out: Record<string, string>) {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(`${prefix}-${kebab(key)}`, inner, out);
  } else {
    out[prefix] = typeof value === 'number' && prefix.includes('duration') ? `${value}ms` : String(value);
  }
}

/**
 * Every token as a CSS custom property (`--ds-color-brand`, `--ds-space-4`, `--ds-duration-fast`,
 * `--ds-type-h1-font-size`…), written on `:root` by `GlobalStyle`. A second theme (dark) is a
 * second set of these values under a selector: no component changes.
 */
export function cssVariables(): Record<string, string> {
  const out: Record<string, string> = {};
  flatten('--ds-color', colors, out);
  flatten('--ds-space', space, out);
  flatten('--ds-radius', radii, out);
  flatten('--ds-shadow', shadows, out);
  flatten('--ds-elevation', elevation, out);
  flatten('--ds-duration', durations, out);
  flatten('--ds-easing', easings, out);
  flatten('--ds-font', fonts, out);
  flatten('--ds-tracking', letterSpacings, out);
  flatten('--ds-type', typeRamp, out);
  return out;
}

/** The declarations of `cssVariables()` as CSS text. */
export function cssVariablesText(): string {
  return Object.entries(cssVariables())
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

/** A token read through its custom property, for CSS that should follow a theme switch: `cssVar('color-brand')`. */
export const cssVar = (name: string) => `var(--ds-${name})`;
