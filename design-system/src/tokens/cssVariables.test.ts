import { describe, expect, it } from 'vitest';
import { cssVariables } from './cssVariables';
import { theme } from './theme';

describe('CSS custom properties', () => {
  const variables = cssVariables();
  it('exposes every colour role, nested tones included', () => {
    expect(variables['--ds-color-brand']).toBe(theme.colors.brand);
    expect(variables['--ds-color-focus']).toBe(theme.colors.focus);
    expect(variables['--ds-color-danger-soft']).toBe(theme.colors.danger.soft);
    expect(variables['--ds-color-disabled-text']).toBe(theme.colors.disabled.text);
  });
  it('exposes spacing, radii, elevation, motion and the type ramp', () => {
    expect(variables['--ds-space-4']).toBe('1rem');
    expect(variables['--ds-radius-pill']).toBe(theme.radii.pill);
    expect(variables['--ds-elevation-2']).toBe(theme.elevation[2]);
    expect(variables['--ds-duration-fast']).toBe(`${theme.durations.fast}ms`);
    expect(variables['--ds-easing-emphasized']).toBe(theme.easings.emphasized);
    expect(variables['--ds-type-display-font-size']).toBe(theme.typeRamp.display.fontSize);
    expect(variables['--ds-type-h1-letter-spacing']).toBe(theme.typeRamp.h1.letterSpacing);
  });
  it('tops the ramp at a 72 px display with tighter tracking as type grows', () => {
    expect(theme.typeRamp.display.maxPx).toBe(72);
    expect(Number.parseFloat(theme.typeRamp.display.letterSpacing)).toBeLessThan(
      Number.parseFloat(theme.typeRamp.h3.letterSpacing),
    );
  });
});
