import { TOKEN_GROUPS, tokenVariables } from './groups';

/**
 * Every token as a CSS custom property (`--ds-color-brand`, `--ds-space-4`, `--ds-duration-fast`,
 * `--ds-type-h1-font-size`…), written on `:root` by `GlobalStyle`: the names the Tokens page
 * lists, from the same catalogue. A second theme (dark) is a second set of these values under a
 * selector: no component changes.
 */
export function cssVariables(): Record<string, string> {
  return Object.fromEntries(
    TOKEN_GROUPS.flatMap((group) => tokenVariables(group).map((token) => [token.variable, token.value])),
  );
}

/** The declarations of `cssVariables()` as CSS text. */
export function cssVariablesText(): string {
  return Object.entries(cssVariables())
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

/** A token read through its custom property, for CSS that should follow a theme switch: `cssVar('color-brand')`. */
export const cssVar = (name: string) => `var(--ds-${name})`;
